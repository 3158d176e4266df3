// Bundles the server (and our workspace packages, from source) into dist/cli.js.
// npm dependencies stay external: they are installed next to the bundle and loaded by Node.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = dirname(fileURLToPath(import.meta.url))
const rootPkg = JSON.parse(readFileSync(join(here, '..', '..', 'package.json'), 'utf8'))

/** Every bare import that is not one of our workspace packages stays external. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@unikflow/') ? undefined : { path: args.path, external: true },
    )
  },
}

await build({
  entryPoints: [join(here, 'src', 'cli.ts')],
  outfile: join(here, 'dist', 'cli.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['source'],
  plugins: [externalNpmPackages],
  define: { __UNIKFLOW_VERSION__: JSON.stringify(rootPkg.version) },
  banner: {
    js: [
      '#!/usr/bin/env node',
      "import { createRequire as __unikflowCreateRequire } from 'node:module';",
      'const require = __unikflowCreateRequire(import.meta.url);',
    ].join('\n'),
  },
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
})
console.log('built packages/server/dist/cli.js')
