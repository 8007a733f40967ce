/** Packs a package exactly as `pnpm publish` would: publishConfig applied, workspace: ranges replaced. */
import { join } from 'node:path'
import { pnpmEntryPoint } from './env.ts'
import { run } from './process.ts'
import type { WorkspacePackage } from './workspace.ts'

export async function packPackage(
  pkg: WorkspacePackage,
  destination: string,
): Promise<{ tarball?: string; problems: string[] }> {
  const [command, args] = pnpmEntryPoint ? [process.execPath, [pnpmEntryPoint]] : ['pnpm', []]
  const { code, output } = await run(command, [...args, 'pack', '--pack-destination', destination], pkg.dir)
  const tarball = output
    .trim()
    .split('\n')
    .reverse()
    .find((line) => line.trim().endsWith('.tgz'))
    ?.trim()
  if (code !== 0 || !tarball) return { problems: [`pnpm pack failed in ${pkg.relativeDir}:`, output.trim()] }
  return { tarball: tarball.startsWith('/') ? tarball : join(destination, tarball), problems: [] }
}
