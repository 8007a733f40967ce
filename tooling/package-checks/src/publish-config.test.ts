import { describe, expect, it } from 'vitest'
import {
  builtEntries,
  publishedSideEffects,
  publishFieldProblems,
  sideEffectsPatternMatches,
  withPublishFields,
} from './publish-config.ts'
import type { PackageManifest } from './workspace.ts'

const manifest = (fields: Partial<PackageManifest> = {}): PackageManifest => ({
  name: '@localjobs/example',
  version: '0.1.0',
  exports: { './track': './src/track.ts', './ui/button': './src/ui/button.tsx' },
  ...fields,
})

describe('builtEntries', () => {
  it('maps each source export to its built JavaScript and declaration file', () => {
    expect(builtEntries(manifest().exports).entries).toEqual([
      { subpath: './track', source: './src/track.ts', js: './dist/track.js', types: './dist/track.d.ts' },
      {
        subpath: './ui/button',
        source: './src/ui/button.tsx',
        js: './dist/ui/button.js',
        types: './dist/ui/button.d.ts',
      },
    ])
  })

  it('refuses exports that are not one source file under src', () => {
    const { problems } = builtEntries({ '.': './index.js', './x': { import: './src/x.ts' } })
    expect(problems).toHaveLength(2)
    expect(problems[0]).toContain('exports["."]')
  })

  it('refuses a package without exports', () => {
    expect(builtEntries(undefined).problems).toEqual(['the package has no exports'])
  })
})

describe('publish fields', () => {
  it('finds missing publishConfig.exports and files', () => {
    const problems = publishFieldProblems(manifest())
    expect(problems).toHaveLength(2)
    expect(problems[0]).toContain('publishConfig.exports must mirror exports')
    expect(problems[1]).toBe('files must include "dist"')
  })

  it('is satisfied by what withPublishFields writes', () => {
    const fixed = withPublishFields(manifest({ sideEffects: ['*.css.ts'] }))
    expect(publishFieldProblems(fixed)).toEqual([])
    expect(fixed.publishConfig?.exports).toEqual({
      './track': { types: './dist/track.d.ts', default: './dist/track.js' },
      './ui/button': { types: './dist/ui/button.d.ts', default: './dist/ui/button.js' },
    })
    expect(fixed.files).toEqual(['dist'])
    expect(fixed.sideEffects).toEqual(['*.css.ts', '*.css.js'])
  })

  it('notices an export added after the publish fields were written', () => {
    const fixed = withPublishFields(manifest())
    const grown = { ...fixed, exports: { ...fixed.exports, './events': './src/events.ts' } }
    expect(publishFieldProblems(grown)).toHaveLength(1)
  })

  it('touches no other field and keeps their order', () => {
    const original = manifest({
      description: 'd',
      publishConfig: { access: 'public' },
      scripts: { test: 'vitest run' },
    } as Partial<PackageManifest>)
    const fixed = withPublishFields(original) as unknown as Record<string, unknown>
    expect(Object.keys(fixed)).toEqual([
      'name',
      'version',
      'exports',
      'files',
      'publishConfig',
      'description',
      'scripts',
    ])
    expect(fixed.publishConfig).toMatchObject({ access: 'public' })
    expect(fixed.scripts).toEqual({ test: 'vitest run' })
  })
})

describe('sideEffects', () => {
  it.each([
    [false, false],
    [['*.css.ts'], ['*.css.ts', '*.css.js']],
    [
      ['*.css.ts', '*.css.js'],
      ['*.css.ts', '*.css.js'],
    ],
    [
      ['./src/polyfill.ts', '*.css'],
      ['./src/polyfill.ts', './src/polyfill.js', '*.css'],
    ],
  ])('%j is published as %j', (sideEffects, published) => {
    expect(publishedSideEffects(sideEffects)).toEqual(published)
  })

  it.each([
    ['*.css.js', 'dist/theme.css.js', true],
    ['*.css.js', 'dist/nested/button.css.js', true],
    ['*.css.ts', 'dist/theme.css.js', false],
    ['./dist/polyfill.js', 'dist/polyfill.js', true],
    ['dist/**/*.css.js', 'dist/a/b/c.css.js', true],
    ['dist/*.css.js', 'dist/a/c.css.js', false],
  ])('%s matches %s: %s', (pattern, file, matches) => {
    expect(sideEffectsPatternMatches(pattern, file)).toBe(matches)
  })
})
