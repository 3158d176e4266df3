// Bundles the server (and our workspace packages, from source) into dist/cli.js.
// npm dependencies stay external (installed next to the bundle and loaded by Node), but for the few below.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = dirname(fileURLToPath(import.meta.url))
const nodesSrc = join(here, '..', 'nodes', 'src')
const iconsOut = join(here, 'dist', 'node-icons')
const rootPkg = JSON.parse(readFileSync(join(here, '..', '..', 'package.json'), 'utf8'))

/**
 * Pure-JS packages loaded at every start whose objects no external package shares: one bundle parses far
 * faster than Node's loader walks their files (kysely's ESM build alone is 262 of them, ~135 ms of CPU).
 */
const bundledNpmPackages = new Set(['kysely', 'jose'])
const packageName = (path) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/')

/** Every other bare import that is not one of our workspace packages stays external. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@unikflow/') || bundledNpmPackages.has(packageName(args.path))
        ? undefined
        : { path: args.path, external: true },
    )
  },
}

// Worker threads start from files of their own, emitted beside cli.js where `startWorker` looks for them.
await build({
  entryPoints: {
    cli: join(here, 'src', 'cli.ts'),
    'sandbox-worker': join(here, '..', 'engine', 'src', 'sandbox', 'sandbox-worker.ts'),
    'split-worker': join(here, '..', 'nodes', 'src', 'textsplitters', 'split-worker.ts'),
  },
  outdir: join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['source'],
  plugins: [externalNpmPackages],
  define: {
    __UNIKFLOW_VERSION__: JSON.stringify(rootPkg.version),
    // Node icons are files, not imports: they are copied below and served from beside the bundle.
    __UNIKFLOW_NODE_ICONS__: JSON.stringify('./node-icons/'),
  },
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

// Same relative paths as the descriptors' `icon` (e.g. chatmodels/chatOpenAI/chatOpenAI.svg).
rmSync(iconsOut, { recursive: true, force: true })
for (const file of readdirSync(nodesSrc, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.svg')) continue
  mkdirSync(dirname(join(iconsOut, file)), { recursive: true })
  copyFileSync(join(nodesSrc, file), join(iconsOut, file))
}
console.log('built packages/server/dist/cli.js, its worker entries and dist/node-icons/')
