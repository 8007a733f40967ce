/**
 * Lints a packed tarball the way a consumer's tools will see it: publint (every message, suggestions
 * included), arethetypeswrong (types for every entry under node16 ESM and bundler resolution; our packages
 * are ESM only, so the CommonJS resolutions are not required), and our own rules.
 */
import { readFileSync } from 'node:fs'
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core'
import { problemKindInfo } from '@arethetypeswrong/core/problems'
import type { Problem } from '@arethetypeswrong/core/types'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { builtTwin, sideEffectsPatternMatches } from './publish-config.ts'
import type { PackageManifest } from './workspace.ts'

/** ESM-only packages: the CommonJS resolutions are expected to fail (attw's `esm-only` profile). */
const IGNORED_RESOLUTIONS = new Set(['node10', 'node16-cjs'])

export async function lintTarball(tarballPath: string): Promise<string[]> {
  const tarball = readFileSync(tarballPath)
  const data = new Uint8Array(tarball)
  const pkg = createPackageFromTarballData(data)
  const manifest = JSON.parse(
    pkg.readFile(`/node_modules/${pkg.packageName}/package.json`),
  ) as PackageManifest
  const problems: string[] = []

  const { messages } = await publint({
    pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer },
    level: 'suggestion',
    strict: true,
  })
  for (const message of messages) {
    problems.push(
      `publint ${message.type}: ${formatMessage(message, manifest, { color: false }) ?? message.code}`,
    )
  }

  const analysis = await checkPackage(pkg)
  if (analysis.types === false) problems.push('attw: the package ships no types')
  else {
    for (const problem of analysis.problems) {
      if ('resolutionKind' in problem && IGNORED_RESOLUTIONS.has(problem.resolutionKind)) continue
      problems.push(`attw: ${describeAttwProblem(problem)}`)
    }
  }

  const files = pkg.listFiles().map((file) => file.replace(`/node_modules/${pkg.packageName}/`, ''))
  if (Array.isArray(manifest.sideEffects)) {
    for (const pattern of manifest.sideEffects) {
      // a source pattern (*.css.ts) serves the workspace; its built twin is checked on its own
      const twin = builtTwin(pattern)
      if (twin && manifest.sideEffects.includes(twin)) continue
      if (!files.some((file) => sideEffectsPatternMatches(pattern, file)))
        problems.push(
          `sideEffects pattern "${pattern}" matches no published file, so bundlers may drop those modules`,
        )
    }
  }
  const leaked = files.filter((file) => /\.(test|spec)\.[cm]?[jt]sx?$|(^|\/)\.turbo\//.test(file))
  if (leaked.length > 0) problems.push(`tests or build caches are published: ${leaked.join(', ')}`)
  return problems
}

function describeAttwProblem(problem: Problem): string {
  const info = problemKindInfo[problem.kind]
  const where =
    'entrypoint' in problem
      ? ` (${problem.entrypoint}, ${problem.resolutionKind})`
      : 'fileName' in problem
        ? ` (${problem.fileName})`
        : 'typesFileName' in problem
          ? ` (${problem.typesFileName})`
          : ''
  return `${info.emoji} ${info.title}${where}: ${info.shortDescription}`
}
