/**
 * `./run --filter @localjobs/package-checks check`: proves each package in packages/* works for another team.
 *   1. publish fields: `files` and `publishConfig.exports` mirror `exports` (`--fix` writes them)
 *   2. build (TypeScript 7: dist/*.js + dist/*.d.ts) and `pnpm pack`, as `pnpm publish` would
 *   3. publish-lint: publint and arethetypeswrong on each tarball, plus our rules
 *   4. consumer types: a fixture project installs the tarballs and type-checks an import of every export
 *   5. README examples: every ts/tsx block type-checked, every ts block run with its `// =>` lines asserted
 * Options: --fix, --keep (keep the work directory), --out <dir> (copy the checked tarballs there),
 * --root <dir> (another checkout's packages/*, for trying the harness on a copy).
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { buildPackage, removeBuild } from './build.ts'
import { checkConsumer, type PackedPackage } from './consumer.ts'
import { useColour } from './env.ts'
import { acquireCheckLock } from './lock.ts'
import { packPackage } from './pack.ts'
import { mapLimit, run } from './process.ts'
import { builtEntries, publishFieldProblems, withPublishFields } from './publish-config.ts'
import { lintTarball } from './publish-lint.ts'
import { checkReadmeExamples } from './readme-examples.ts'
import { listPackages, type PackageManifest, readJson, repoRoot, type WorkspacePackage } from './workspace.ts'

const args = process.argv.slice(2)
const fix = args.includes('--fix')
const keep = args.includes('--keep')
const option = (name: string) => {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : undefined
}
const out = option('--out')
const root = option('--root')

const paint = (code: number, text: string) => (useColour ? `\u001b[${code}m${text}\u001b[0m` : text)
const failures: { section: string; problems: string[] }[] = []
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)}s`

async function section<T>(
  name: string,
  body: () => Promise<{ problems: string[]; summary: string; value: T }>,
) {
  const at = performance.now()
  const { problems, summary, value } = await body()
  if (problems.length === 0) console.info(paint(32, `✔ ${name}: ${summary} (${seconds(at)})`))
  else {
    failures.push({ section: name, problems })
    console.error(paint(31, `✘ ${name}: ${summary} (${seconds(at)})`))
    for (const problem of problems) console.error(`    ${problem}`)
  }
  return value
}

await acquireCheckLock()
const started = performance.now()
const packages = listPackages(root ? resolve(root) : undefined)
const publishable = packages.filter((pkg) => !pkg.manifest.private)
for (const pkg of packages.filter((p) => p.manifest.private))
  console.info(`- ${pkg.manifest.name} is private: README examples only`)

const workDir = mkdtempSync(join(tmpdir(), 'localjobs-package-checks-'))
const tarballDir = join(workDir, 'tarballs')
mkdirSync(tarballDir)

// README examples need no build: start them now, alongside the builds
const examples = checkReadmeExamples(packages)

if (fix) {
  const written: string[] = []
  for (const pkg of publishable) {
    // read again: another change may have landed since the listing
    const path = join(pkg.dir, 'package.json')
    const current = readJson<PackageManifest>(path)
    const fixed = withPublishFields(current)
    pkg.manifest = fixed
    if (JSON.stringify(fixed) === JSON.stringify(current)) continue
    writeFileSync(path, `${JSON.stringify(fixed, null, 2)}\n`)
    written.push(path)
    console.info(`- wrote files and publishConfig.exports in ${pkg.relativeDir}/package.json`)
  }
  if (written.length > 0)
    await run(join(repoRoot, 'node_modules/.bin/biome'), ['format', '--write', ...written], repoRoot)
}

const ready = await section('Publish fields', async () => {
  const problems: string[] = []
  const ok: WorkspacePackage[] = []
  for (const pkg of publishable) {
    const found = publishFieldProblems(pkg.manifest)
    if (found.length === 0) ok.push(pkg)
    problems.push(...found.map((problem) => `${pkg.relativeDir}: ${problem}`))
  }
  return { problems, summary: `${ok.length}/${publishable.length} packages`, value: ok }
})

const packed = await section('Build and pack', async () => {
  const results = await mapLimit(ready, 2, async (pkg) => {
    const { entries } = builtEntries(pkg.manifest.exports)
    const buildProblems = await buildPackage(pkg, entries)
    if (buildProblems.length > 0) return { pkg, problems: buildProblems }
    const { tarball, problems } = await packPackage(pkg, tarballDir)
    if (!keep) removeBuild(pkg)
    return { pkg, tarball, problems }
  })
  const value = results.flatMap((r): PackedPackage[] =>
    r.tarball ? [{ pkg: r.pkg, tarball: r.tarball }] : [],
  )
  return {
    problems: results.flatMap((r) => r.problems),
    summary: value.map((p) => basename(p.tarball)).join(', ') || 'nothing packed',
    value,
  }
})

await section('Publish-lint (publint, arethetypeswrong)', async () => {
  const results = await mapLimit(packed, 2, async ({ pkg, tarball }) =>
    (await lintTarball(tarball)).map((problem) => `${pkg.manifest.name}: ${problem}`),
  )
  return { problems: results.flat(), summary: `${packed.length} tarballs`, value: undefined }
})

await section('Consumer types (bundler, nodenext)', async () => {
  if (packed.length === 0)
    return { problems: ['no tarball to install'], summary: 'nothing to check', value: undefined }
  const { problems, entries } = await checkConsumer(packed, workDir)
  return { problems, summary: `${entries} exports of ${packed.length} packages`, value: undefined }
})

await section('README examples', async () => {
  const { problems, checked, ran, assertions } = await examples
  const summary = `${checked} blocks type-checked, ${ran} run, ${assertions} \`// =>\` assertions`
  return { problems, summary, value: undefined }
})

if (out) {
  mkdirSync(resolve(out), { recursive: true })
  for (const { tarball } of packed) copyFileSync(tarball, join(resolve(out), basename(tarball)))
  console.info(`- tarballs copied to ${resolve(out)}`)
}
if (keep) console.info(`- work directory kept: ${workDir}`)
else rmSync(workDir, { recursive: true, force: true })

console.info(`package checks: ${seconds(started)}`)
if (failures.length > 0) {
  console.error(paint(31, `package checks failed: ${failures.map((f) => f.section).join(', ')}`))
  process.exitCode = 1
}
