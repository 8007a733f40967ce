/** Builds a package for publishing: TypeScript 7 emits `dist/*.js` and `dist/*.d.ts` from the exported sources. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { run } from './process.ts'
import type { BuiltEntry } from './publish-config.ts'
import { generatedDir, harnessRoot, type WorkspacePackage } from './workspace.ts'

export const tscBin = join(harnessRoot, 'node_modules/.bin/tsc')

export async function buildPackage(pkg: WorkspacePackage, entries: readonly BuiltEntry[]): Promise<string[]> {
  const outDir = join(pkg.dir, 'dist')
  rmSync(outDir, { recursive: true, force: true })
  const configDir = join(generatedDir, 'build')
  mkdirSync(configDir, { recursive: true })
  const config = join(configDir, `${pkg.relativeDir.replace(/\//g, '-')}.tsconfig.json`)
  const tsconfig = {
    extends: join(pkg.dir, 'tsconfig.json'),
    compilerOptions: {
      noEmit: false,
      declaration: true,
      // `./x.ts` imports become `./x.js` in the JavaScript
      rewriteRelativeImportExtensions: true,
      noEmitOnError: true,
      sourceMap: false,
      declarationMap: false,
      rootDir: join(pkg.dir, 'src'),
      outDir,
    },
    files: entries.map((entry) => join(pkg.dir, entry.source)),
    include: [],
  }
  writeFileSync(config, `${JSON.stringify(tsconfig, null, 2)}\n`)
  const { code, output } = await run(tscBin, ['-p', config, '--pretty', 'false'], pkg.dir)
  return code === 0 ? [] : [`tsc could not build ${pkg.relativeDir}:`, ...output.trim().split('\n')]
}

export function removeBuild(pkg: WorkspacePackage): void {
  rmSync(join(pkg.dir, 'dist'), { recursive: true, force: true })
}
