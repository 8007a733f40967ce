/**
 * The publish route: packages are consumed as TypeScript source inside the monorepo (`exports` point at
 * `./src/*.ts`) and published built (`publishConfig.exports` point at `./dist/*.js` with `.d.ts` beside).
 * pnpm swaps `publishConfig.exports` in when it packs. This module derives what those fields must be.
 */
import type { ExportsMap, PackageManifest } from './workspace.ts'

export interface BuiltEntry {
  subpath: string
  /** './src/track.ts' */
  source: string
  /** './dist/track.js' */
  js: string
  /** './dist/track.d.ts' */
  types: string
}

const SOURCE = /^\.\/src\/(.+)\.(ts|tsx|mts)$/

/** Each export's source file and the built files it publishes as; problems for exports that cannot be built. */
export function builtEntries(exports: ExportsMap | undefined): { entries: BuiltEntry[]; problems: string[] } {
  const entries: BuiltEntry[] = []
  const problems: string[] = []
  for (const [subpath, target] of Object.entries(exports ?? {})) {
    const match = typeof target === 'string' ? SOURCE.exec(target) : null
    if (!match) {
      problems.push(
        `exports["${subpath}"] must be one source file under ./src (found ${JSON.stringify(target)})`,
      )
      continue
    }
    const built = `./dist/${match[1]}${match[2] === 'mts' ? '.mjs' : '.js'}`
    entries.push({
      subpath,
      source: target as string,
      js: built,
      types: built.replace(/\.(m?)js$/, '.d.$1ts'),
    })
  }
  if (entries.length === 0 && problems.length === 0) problems.push('the package has no exports')
  return { entries, problems }
}

/** The `publishConfig.exports` a package must declare: types first, then the JavaScript. */
export function publishedExports(
  entries: readonly BuiltEntry[],
): Record<string, { types: string; default: string }> {
  return Object.fromEntries(entries.map((e) => [e.subpath, { types: e.types, default: e.js }]))
}

/** What is wrong with a manifest's publish fields (empty when they match its exports). */
export function publishFieldProblems(manifest: PackageManifest): string[] {
  const { entries, problems } = builtEntries(manifest.exports)
  if (problems.length > 0) return problems
  const found: string[] = []
  const expected = publishedExports(entries)
  if (JSON.stringify(manifest.publishConfig?.exports) !== JSON.stringify(expected)) {
    found.push(
      `publishConfig.exports must mirror exports with the built files: ${JSON.stringify(expected)} ` +
        `(run "./run --filter @localjobs/package-checks check --fix")`,
    )
  }
  if (!manifest.files?.includes('dist')) found.push('files must include "dist"')
  const sideEffects = publishedSideEffects(manifest.sideEffects)
  if (JSON.stringify(sideEffects) !== JSON.stringify(manifest.sideEffects))
    found.push(`sideEffects must also name the built files: ${JSON.stringify(sideEffects)}`)
  return found
}

/**
 * `sideEffects` cannot be swapped at publish time, so each source pattern (`*.css.ts`) is listed together
 * with its built counterpart (`*.css.js`); otherwise a consumer's bundler drops the published stylesheets.
 */
export function publishedSideEffects(
  sideEffects: PackageManifest['sideEffects'],
): PackageManifest['sideEffects'] {
  if (!Array.isArray(sideEffects)) return sideEffects
  const result = [...sideEffects]
  for (const pattern of sideEffects) {
    const built = builtTwin(pattern)
    if (built && !result.includes(built)) result.splice(result.indexOf(pattern) + 1, 0, built)
  }
  return result
}

/** `*.css.ts` -> `*.css.js`; undefined for a pattern that names no TypeScript source. */
export function builtTwin(pattern: string): string | undefined {
  const built = pattern.replace(/\.(ts|tsx)$/, '.js').replace(/\.mts$/, '.mjs')
  return built === pattern ? undefined : built
}

/** The manifest with `files`, `publishConfig.exports` and `sideEffects` set; every other field untouched. */
export function withPublishFields(manifest: PackageManifest): PackageManifest {
  const { entries } = builtEntries(manifest.exports)
  const sideEffects = publishedSideEffects(manifest.sideEffects)
  const files = manifest.files?.includes('dist') ? manifest.files : [...(manifest.files ?? []), 'dist']
  const publishConfig = { ...manifest.publishConfig, exports: publishedExports(entries) }
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(manifest)) {
    result[key] = key === 'sideEffects' ? sideEffects : value
    // place new fields after exports, where a reader looks for them
    if (key === 'exports') {
      result.files = files
      result.publishConfig = publishConfig
    }
  }
  result.files = files
  result.publishConfig = publishConfig
  return result as unknown as PackageManifest
}

/** webpack's `sideEffects` globs: a pattern without a slash matches the file name anywhere. */
export function sideEffectsPatternMatches(pattern: string, file: string): boolean {
  const glob = pattern.replace(/^\.\//, '')
  const source = glob
    .split('**')
    .map((part) =>
      part
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '[^/]*')
        .replace(/\?/g, '[^/]'),
    )
    .join('.*')
  const regex = new RegExp(glob.includes('/') ? `^${source}$` : `(^|/)${source}$`)
  return regex.test(file.replace(/^\/?(package\/)?/, ''))
}
