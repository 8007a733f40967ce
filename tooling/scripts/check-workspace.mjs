#!/usr/bin/env node
// Workspace consistency: the rules of ARCHITECTURE.md and STYLE.md that a linter does not know.
// Run by `./run test` (and `./run check:workspace`). Prints every problem, exits 1 if there is one.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
const problems = []
const problem = (where, what) => problems.push(`${where}: ${what}`)
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'))

const versions = Object.fromEntries(
  readFileSync(join(root, 'tooling/toolchain/versions.env'), 'utf8')
    .split('\n')
    .filter((l) => /^[A-Z_]+=/.test(l))
    .map((l) => l.split('=')),
)
const rootPkg = readJson(join(root, 'package.json'))
if (rootPkg.packageManager !== `pnpm@${versions.PNPM_VERSION}`)
  problem(
    'package.json',
    `packageManager must be pnpm@${versions.PNPM_VERSION} (tooling/toolchain/versions.env)`,
  )
if (rootPkg.engines?.node !== `>=${versions.NODE_MIN}`)
  problem('package.json', `engines.node must be >=${versions.NODE_MIN} (tooling/toolchain/versions.env)`)

const workspaceDirs = ['apps', 'packages', 'tooling']
  .flatMap((group) => readdirSync(join(root, group)).map((d) => join(group, d)))
  .concat(['e2e'])
  .filter((dir) => {
    try {
      return statSync(join(root, dir, 'package.json')).isFile()
    } catch {
      return false
    }
  })

const walk = (dir, out = []) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.output', '.tanstack', '.nitro'].includes(entry.name)) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) walk(path, out)
    else out.push(path)
  }
  return out
}

const sharedDependencyKinds = ['dependencies', 'devDependencies', 'peerDependencies']
for (const dir of workspaceDirs) {
  const pkg = readJson(join(root, dir, 'package.json'))
  if (!pkg.name?.startsWith('@localjobs/')) problem(dir, 'package name must use the @localjobs scope')
  if (pkg.type !== 'module' && !dir.startsWith('tooling/typescript'))
    problem(dir, 'package must be "type": "module"')

  for (const kind of sharedDependencyKinds.slice(0, 2)) {
    for (const [name, range] of Object.entries(pkg[kind] ?? {})) {
      if (name.startsWith('@localjobs/') && range !== 'workspace:*')
        problem(dir, `${name} must be "workspace:*"`)
      if (!name.startsWith('@localjobs/') && range !== 'catalog:')
        problem(dir, `${name} must come from the catalog ("catalog:"), found "${range}"`)
      if (/^@localjobs\/(seeker|hire|api)$/.test(name) && !dir.startsWith('tooling/') && dir !== 'e2e')
        problem(dir, `no app or package may depend on the app ${name}`)
    }
  }

  if (dir.startsWith('packages/')) {
    if (!pkg.exports || typeof pkg.exports !== 'object') problem(dir, 'a package needs an exports map')
    for (const [entry, target] of Object.entries(pkg.exports ?? {})) {
      if (entry === '.' || /\/index\.tsx?$/.test(String(target)))
        problem(dir, `export "${entry}" looks like a barrel; export one subpath per entry`)
    }
    for (const file of ['README.md']) {
      try {
        statSync(join(root, dir, file))
      } catch {
        problem(dir, `missing ${file}`)
      }
    }
    if (!pkg.scripts?.test) problem(dir, 'a package needs a "test" script')
  }
  if (!pkg.scripts?.typecheck && !dir.startsWith('tooling/typescript'))
    problem(dir, 'missing a "typecheck" script')

  // configuration is read in one module per app (ARCHITECTURE.md, Configuration)
  for (const file of walk(join(root, dir))) {
    if (!/\.(ts|tsx|mjs|js)$/.test(file) || /\.(test|spec)\.tsx?$/.test(file)) continue
    const rel = relative(root, file)
    if (
      /(^|\/)(env\.ts|vite\.config\.ts|vitest\.config\.ts|playwright\.config\.ts|drizzle\.config\.ts)$/.test(
        rel,
      )
    )
      continue
    if (
      rel.startsWith('tooling/scripts/') ||
      rel.includes('/bench/') ||
      rel.includes('/test/') ||
      rel.startsWith('e2e/')
    )
      continue
    const source = readFileSync(file, 'utf8')
    if (/process\.env\b|import\.meta\.env\b/.test(source))
      problem(rel, 'reads the environment outside env.ts; import the parsed env instead')
    if (dir.startsWith('packages/') && /from ['"]@localjobs\/(seeker|hire|api)['"/]/.test(source))
      problem(rel, 'packages never import apps')
  }
}

if (problems.length > 0) {
  console.error(
    `Workspace check: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  )
  process.exit(1)
}
console.info(`Workspace check: ${workspaceDirs.length} workspace packages consistent`)
