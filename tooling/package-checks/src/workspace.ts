import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
export const harnessRoot = fileURLToPath(new URL('../', import.meta.url))
/** Generated files (build configs, the examples project); gitignored. */
export const generatedDir = join(harnessRoot, '.generated')

export type ExportsMap = Record<string, unknown>

export interface PackageManifest {
  name: string
  version: string
  private?: boolean
  exports?: ExportsMap
  files?: string[]
  sideEffects?: boolean | string[]
  publishConfig?: { exports?: ExportsMap } & Record<string, unknown>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}

export interface WorkspacePackage {
  /** absolute directory */
  dir: string
  /** 'packages/analytics' */
  relativeDir: string
  manifest: PackageManifest
}

export const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T

/** Every package in packages/*, in name order. */
export function listPackages(root = repoRoot): WorkspacePackage[] {
  const packagesDir = join(root, 'packages')
  return readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(packagesDir, entry.name, 'package.json')))
    .map((entry) => {
      const dir = join(packagesDir, entry.name)
      return {
        dir,
        relativeDir: `packages/${entry.name}`,
        manifest: readJson<PackageManifest>(join(dir, 'package.json')),
      }
    })
    .sort((a, b) => a.manifest.name.localeCompare(b.manifest.name))
}
