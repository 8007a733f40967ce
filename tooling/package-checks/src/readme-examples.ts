/**
 * README examples as tests. Every ```ts and ```tsx block of packages/<name>/README.md is type-checked
 * (TypeScript 7, DOM and React types, `@localjobs/*` resolved to the workspace sources) and every ```ts block
 * is run in vitest with a happy-dom window. Info-string flags: `no-run` type-checks but does not run;
 * `no-check` skips the block (a deliberate fragment). In a block that runs, `expression // => value` is an
 * assertion (deep equality). Failures name the README and line.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { tscBin } from './build.ts'
import { mapLimit, run } from './process.ts'
import { generatedDir, harnessRoot, type WorkspacePackage } from './workspace.ts'

export interface CodeBlock {
  /** README path relative to the repository root */
  readme: string
  /** 1-based line of the block's first code line */
  line: number
  lang: 'ts' | 'tsx'
  check: boolean
  run: boolean
  code: string
}

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/

export function extractCodeBlocks(markdown: string, readme: string): CodeBlock[] {
  const lines = markdown.split('\n')
  const blocks: CodeBlock[] = []
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i] ?? '')
    if (!open) continue
    const [, fence = '', info = '', rest = ''] = open
    const start = i + 1
    let end = start
    while (end < lines.length && !(lines[end] ?? '').trim().startsWith(fence)) end++
    i = end
    const lang = info.toLowerCase()
    if (lang !== 'ts' && lang !== 'tsx' && lang !== 'typescript') continue
    const flags = rest.split(/[\s,]+/)
    const check = !flags.includes('no-check')
    blocks.push({
      readme,
      line: start + 1,
      lang: lang === 'tsx' ? 'tsx' : 'ts',
      check,
      run: check && lang !== 'tsx' && !flags.includes('no-run'),
      code: lines.slice(start, end).join('\n'),
    })
  }
  return blocks
}

/** `expression // => value`: the value is a JavaScript expression, compared with deep equality. */
const ASSERTION = /^(.*?)\s*\/\/ => (.+)$/
/** A line that continues the statement above it (Biome breaks long statements: indented, or a closer). */
const CONTINUES = /^(\s|[.?)\]}])/
const NOT_AN_EXPRESSION =
  /^(const|let|var|import|export|type|interface|function|class|return|if|for|while|switch|try)\b/

export interface Assertions {
  /** the block's code with each assertion line calling `expectExample`; same lines, one import appended */
  code: string
  count: number
  problems: string[]
}

/**
 * Turns every `expression // => value` line of a running block into `expectExample((expression), (value))`.
 * The expression is the top-level statement that ends on that line, however many lines Biome spread it
 * over. Lines keep their numbers, so errors still point into the README.
 */
export function withAssertions(block: CodeBlock, runtime: string): Assertions {
  const lines = block.code.split('\n')
  const problems: string[] = []
  let count = 0
  lines.forEach((line, end) => {
    const match = ASSERTION.exec(line)
    if (!match) return
    const where = `${block.readme}:${block.line + end}`
    if (!block.run) {
      problems.push(`${where}: \`// =>\` in a block that does not run is never checked`)
      return
    }
    let start = end
    while (start > 0 && CONTINUES.test(lines[start] ?? '')) start--
    const first = lines[start] ?? ''
    if (CONTINUES.test(first) || NOT_AN_EXPRESSION.test(first)) {
      problems.push(`${where}: \`// =>\` must end an expression statement at the top level of the block`)
      return
    }
    lines[end] = `${match[1]}), (${match[2]}))`
    lines[start] = `expectExample((${lines[start]}`
    count++
  })
  if (count > 0) lines.push(`import { expectExample } from '${runtime}'`)
  return { code: lines.join('\n'), count, problems }
}

/** The generated module of a block, relative to the examples directory. */
export const blockModule = (pkg: Pick<WorkspacePackage, 'relativeDir'>, block: CodeBlock) =>
  `${basename(pkg.relativeDir)}/${basename(block.readme, '.md')}-L${block.line}.${block.lang}`

/** Rewrites `<examples>/<pkg>/README-L12.ts:3:5` (or `(3,5)`) into `packages/<pkg>/README.md:14:5`. */
export function toReadmeLocations(text: string, examplesDir: string): string {
  const escaped = examplesDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const location = new RegExp(
    `(?:${escaped}/|(?<![\\w/.-]))([\\w-]+)/([\\w.-]+)-L(\\d+)\\.tsx?(?:[:(](\\d+)[:,](\\d+)\\)?)?`,
    'g',
  )
  return text.replace(
    location,
    (_match, pkg: string, readme: string, start: string, line?: string, column?: string) => {
      const at = line ? `:${Number(start) + Number(line) - 1}:${column}` : `:${start}`
      return `packages/${pkg}/${readme}.md${at}`
    },
  )
}

export interface ExamplesResult {
  problems: string[]
  checked: number
  ran: number
  /** `// =>` lines checked */
  assertions: number
}

const runtimeModule = join(harnessRoot, 'src/example-runtime.ts')

export async function checkReadmeExamples(packages: readonly WorkspacePackage[]): Promise<ExamplesResult> {
  const dir = join(generatedDir, 'examples')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(join(dir, 'node_modules/@localjobs'), { recursive: true })

  const blocks: { pkg: WorkspacePackage; block: CodeBlock }[] = []
  for (const pkg of packages) {
    const name = pkg.manifest.name.replace(/^@localjobs\//, '')
    symlinkSync(pkg.dir, join(dir, 'node_modules/@localjobs', name), 'dir')
    const readme = join(pkg.dir, 'README.md')
    if (!existsSync(readme)) continue
    mkdirSync(join(dir, basename(pkg.relativeDir)), { recursive: true })
    // the block's own imports (react, zod, ...) resolve as they would inside the package
    if (existsSync(join(pkg.dir, 'node_modules')))
      symlinkSync(join(pkg.dir, 'node_modules'), join(dir, basename(pkg.relativeDir), 'node_modules'), 'dir')
    for (const block of extractCodeBlocks(readFileSync(readme, 'utf8'), `${pkg.relativeDir}/README.md`)) {
      if (block.check) blocks.push({ pkg, block })
    }
  }
  const problems: string[] = []
  const assertionCounts = new Map<CodeBlock, number>()
  for (const { pkg, block } of blocks) {
    const { code, count, problems: found } = withAssertions(block, runtimeModule)
    assertionCounts.set(block, count)
    problems.push(...found)
    writeFileSync(join(dir, blockModule(pkg, block)), `${code}\n`)
  }
  if (blocks.length === 0) return { problems, checked: 0, ran: 0, assertions: 0 }

  // one program per package, so a syntax error in one README does not hide the type errors of another
  const withBlocks = [...new Set(blocks.map(({ pkg }) => basename(pkg.relativeDir)))]
  for (const name of withBlocks) {
    const tsconfig = {
      extends: join(harnessRoot, 'node_modules/@localjobs/tsconfig/react.json'),
      compilerOptions: { types: [] },
      include: ['*.ts', '*.tsx'],
      exclude: ['*.example.test.ts'],
    }
    writeFileSync(join(dir, name, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`)
  }
  // one test file per README (a worker and a window each), one test per block, each block its own module
  const runnable = blocks.filter(({ block }) => block.run)
  for (const name of new Set(runnable.map(({ pkg }) => basename(pkg.relativeDir)))) {
    const tests = runnable
      .filter(({ pkg }) => basename(pkg.relativeDir) === name)
      .map(
        ({ pkg, block }) =>
          `test('${block.readme}:${block.line}', () =>\n  runExample(() => import('./${basename(blockModule(pkg, block))}'), ${assertionCounts.get(block)}),\n)\n`,
      )
    writeFileSync(
      join(dir, name, 'README.example.test.ts'),
      `import { test } from 'vitest'\nimport { runExample } from '${runtimeModule}'\n\n${tests.join('\n')}`,
    )
  }

  const reportFile = join(dir, 'vitest-report.json')
  const [typechecks, tests] = await Promise.all([
    mapLimit(withBlocks, 2, (name) =>
      run(tscBin, ['-p', join(dir, name, 'tsconfig.json'), '--pretty', 'false'], dir),
    ),
    runnable.length === 0
      ? Promise.resolve({ code: 0, output: '' })
      : run(
          join(harnessRoot, 'node_modules/.bin/vitest'),
          [
            'run',
            '--config',
            join(harnessRoot, 'examples.vitest.config.ts'),
            '--root',
            dir,
            '--reporter=json',
            `--outputFile=${reportFile}`,
          ],
          dir,
        ),
  ])

  for (const typecheck of typechecks) {
    if (typecheck.code === 0) continue
    for (const line of typecheck.output.trim().split('\n')) problems.push(toReadmeLocations(line, dir))
  }
  if (tests.code !== 0) problems.push(...testFailures(reportFile, tests.output, dir))
  const assertions = runnable.reduce((sum, { block }) => sum + (assertionCounts.get(block) ?? 0), 0)
  return { problems, checked: blocks.length, ran: runnable.length, assertions }
}

interface VitestReport {
  testResults: {
    name: string
    message?: string
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[]
  }[]
}

function testFailures(reportFile: string, output: string, dir: string): string[] {
  if (!existsSync(reportFile))
    return ['vitest did not run the examples:', toReadmeLocations(output.trim(), dir)]
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as VitestReport
  const failures: string[] = []
  for (const file of report.testResults) {
    const failed = file.assertionResults.filter((test) => test.status === 'failed')
    for (const test of failed) {
      failures.push(
        `${test.fullName} threw: ${firstLines(toReadmeLocations(test.failureMessages[0] ?? '', dir))}`,
      )
    }
    if (failed.length === 0 && file.message)
      failures.push(toReadmeLocations(`${file.name}: ${file.message}`, dir))
  }
  if (failures.length === 0)
    failures.push('vitest failed outside the examples:', toReadmeLocations(output.trim(), dir))
  return failures
}

/** The error message and the stack frames inside READMEs; the runner's own frames say nothing to an author. */
function firstLines(failure: string): string {
  const [message = '', ...frames] = failure.split('\n')
  const readmeFrames = frames.filter((frame) => frame.includes('README.md:'))
  return [message, ...readmeFrames].join('\n    ')
}
