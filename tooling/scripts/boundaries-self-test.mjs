#!/usr/bin/env node
// Proves the boundary rules of biome.json (decision 018) fail where they must: lints, with the repository's
// own biome.json, a throwaway app that breaks each rule once and keeps each allowed shape once, and compares
// what Biome reports with what it should. Run by `./run lint` after `biome ci`; exits 1 on any difference.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
const biome = join(root, 'node_modules/.bin/biome')
const restricted = 'lint/style/noRestrictedImports'
const cycle = 'lint/suspicious/noImportCycles'

const app = 'apps/demo'
/** path -> [source, the rules Biome must report in it (none: it must pass)] */
const fixture = {
  [`${app}/src/features/job-list/job-card.tsx`]: [
    "import { JobList } from './job-list.tsx'\nexport const JobCard = () => JobList",
    [cycle],
  ],
  [`${app}/src/features/job-list/job-list.tsx`]: [
    "import { JobCard } from './job-card.tsx'\nexport const JobList = () => JobCard",
    [cycle],
  ],
  // Another feature through the app's #src/* imports, statically and lazily.
  [`${app}/src/features/filters/filter-page.tsx`]: [
    "import { JobCard } from '#src/features/job-list/job-card.tsx'\nexport const page = () => [JobCard, import('#src/features/home/home.ts')]",
    [restricted, restricted],
  ],
  // Another feature through a relative path, from a feature's subfolder; a type-only import is an import too.
  [`${app}/src/features/places/components/near-me.tsx`]: [
    "import type { JobCard } from '../../job-list/job-card.tsx'\nimport { nearby } from '../api/nearby.ts'\nexport const nearMe = (card: typeof JobCard) => [card, nearby]",
    [restricted],
  ],
  [`${app}/src/features/places/api/nearby.ts`]: ['export const nearby = 1', []],
  // Allowed: a feature importing shared parts, and its own files.
  [`${app}/src/features/home/home.ts`]: [
    "import { Shared } from '#src/components/shared.tsx'\nimport { nearbyText } from './home-text.ts'\nexport const home = [Shared, nearbyText]",
    [],
  ],
  [`${app}/src/features/home/home-text.ts`]: ["export const nearbyText = 'Jobs near you'", []],
  // Shared parts import no feature.
  [`${app}/src/components/shared.tsx`]: ["export const Shared = 'shared'", []],
  [`${app}/src/lib/uses-feature.ts`]: [
    "import { home } from '#src/features/home/home.ts'\nexport const usesFeature = home",
    [restricted],
  ],
  // A cycle of type-only imports is no cycle at run time: allowed.
  [`${app}/src/lib/type-a.ts`]: ["import type { B } from './type-b.ts'\nexport interface A { b?: B }", []],
  [`${app}/src/lib/type-b.ts`]: ["import type { A } from './type-a.ts'\nexport interface B { a?: A }", []],
  // Packages: a cycle between two modules of a package.
  'packages/demo/src/one.ts': ["import { two } from './two.ts'\nexport const one = () => two", [cycle]],
  'packages/demo/src/two.ts': ["import { one } from './one.ts'\nexport const two = () => one", [cycle]],
}

const dir = mkdtempSync(join(tmpdir(), 'boundaries-'))
try {
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'))
  config.$schema = undefined
  config.vcs = { enabled: false }
  const files = {
    'biome.json': JSON.stringify(config),
    [`${app}/package.json`]: JSON.stringify({
      name: 'demo',
      type: 'module',
      imports: { '#src/*': './src/*' },
    }),
    'packages/demo/package.json': JSON.stringify({ name: 'demo-package', type: 'module' }),
    ...Object.fromEntries(Object.entries(fixture).map(([path, [source]]) => [path, `${source}\n`])),
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }

  let output
  try {
    output = execFileSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
  } catch (error) {
    output = error.stdout // Biome exits 1 when it reports errors, as it must here.
  }
  const { diagnostics } = JSON.parse(output)
  const found = diagnostics
    .filter((d) => d.category === restricted || d.category === cycle)
    .map((d) => `${d.location.path.file ?? d.location.path} ${d.category}`)
    .sort()
  const expected = Object.entries(fixture)
    .flatMap(([path, [, rules]]) => rules.map((rule) => `${path} ${rule}`))
    .sort()
  const other = diagnostics.filter((d) => d.category !== restricted && d.category !== cycle)

  if (JSON.stringify(found) !== JSON.stringify(expected) || other.length > 0) {
    console.error('The boundary rules of biome.json do not report what they must (decision 018).')
    console.error(`expected:\n  ${expected.join('\n  ')}\nfound:\n  ${found.join('\n  ')}`)
    if (other.length) console.error(`other diagnostics:\n  ${other.map((d) => d.category).join('\n  ')}`)
    process.exitCode = 1
  } else {
    console.info(`boundaries self-test: ${expected.length} expected reports, all found, nothing else`)
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
