// Prints each entry's minified + gzipped size when bundled on its own (React external), i.e. what an app
// route adds to its JavaScript and CSS by importing it. Run: ./run --filter @localjobs/ui sizes
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { build } from 'vite'

const { exports } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

console.info('| import | JS min+gzip | CSS min+gzip |')
console.info('| --- | --: | --: |')
for (const [subpath, file] of Object.entries(exports)) {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: new URL('..', import.meta.url).pathname,
    plugins: [vanillaExtractPlugin()],
    build: {
      write: false,
      minify: true,
      cssMinify: true,
      lib: { entry: file, formats: ['es'], fileName: 'entry' },
      rollupOptions: { external: [/^react(\/|-dom|$)/] },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((each) => each.output)
  let js = 0
  let css = 0
  for (const output of outputs) {
    const source = output.type === 'chunk' ? output.code : output.source
    const gzipped = gzipSync(source, { level: 9 }).length
    if (output.fileName.endsWith('.css')) css += gzipped
    else if (output.fileName.endsWith('.js')) js += gzipped
  }
  console.info(`| \`@localjobs/ui${subpath.slice(1)}\` | ${kb(js)} | ${css ? kb(css) : '-'} |`)
}
