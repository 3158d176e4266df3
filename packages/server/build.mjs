// Bundles the server (and our workspace packages, from source) into dist/cli.js.
// npm dependencies stay external (installed next to the bundle and loaded by Node), but for the few below.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = dirname(fileURLToPath(import.meta.url))
const nodesSrc = join(here, '..', 'nodes', 'src')
const iconsOut = join(here, 'dist', 'node-icons')
const textsOut = join(here, 'dist', 'node-texts')
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

// The chunks of an earlier build (their names hold a hash of their content) would stay beside the new ones.
const distDir = join(here, 'dist')
if (existsSync(distDir))
  for (const file of readdirSync(distDir)) if (/\.js(\.map)?$/.test(file)) rmSync(join(distDir, file))

// Worker threads (and child processes) start from files of their own, emitted beside cli.js where
// `startWorker` and `forkEntry` look for them.
await build({
  entryPoints: {
    cli: join(here, 'src', 'cli.ts'),
    'sandbox-worker': join(here, '..', 'engine', 'src', 'sandbox', 'sandbox-worker.ts'),
    'split-worker': join(here, '..', 'nodes', 'src', 'textsplitters', 'split-worker.ts'),
    // A child process, not a thread: the SQL chain kills it when a SQLite query runs too long.
    'sqlite-child': join(here, '..', 'nodes', 'src', 'chains', 'sqlDatabaseChain', 'sqlite-child.ts'),
  },
  outdir: distDir,
  bundle: true,
  // What is imported with `import()` (the node library, the engine, features used on demand) goes into
  // chunk files of its own beside cli.js, read only when first imported: V8 keeps the source text of every
  // script it loaded, so a server that never ran a flow does not hold theirs (docs/performance.md).
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['@unikflow/source'],
  plugins: [externalNpmPackages],
  define: {
    __UNIKFLOW_VERSION__: JSON.stringify(rootPkg.version),
    // Node icons are files, not imports: they are copied below and served from beside the bundle.
    __UNIKFLOW_NODE_ICONS__: JSON.stringify('./node-icons/'),
    // And so are their translation files (`<name>.<language>.json`), read by the catalogue-texts route.
    __UNIKFLOW_NODE_TEXTS__: JSON.stringify('./node-texts/'),
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

/**
 * V8 keeps the source text of every script it loaded, as one-byte text while every character is Latin-1 and
 * two bytes a character otherwise: 15 characters such as `—` or `…` in comments esbuild keeps made the
 * 2.9 MB cli.js 5.9 MB of heap for the life of the process (a heap snapshot after a load; docs/performance.md).
 * In comments they become `?` (one UTF-16 unit for one, so the source map still holds). Elsewhere esbuild's
 * default ASCII charset already escapes them; a line it left (code, not a comment) is kept as it is and only
 * costs that memory back, so the build never fails on a character.
 */
function latin1Bundle(file) {
  const text = readFileSync(file, 'utf8')
  if (!/[\u0100-\uffff]/.test(text)) return
  const lines = text.split('\n').map((line) => {
    if (!/[\u0100-\uffff]/.test(line)) return line
    const code = /^\s*(\/\/|\/\*|\*)/.test(line) ? '' : /^[^'"`/]*\/\//.exec(line)?.[0]
    if (code === undefined) return line
    return code + line.slice(code.length).replace(/[\u0100-\uffff]/g, '?')
  })
  writeFileSync(file, lines.join('\n'))
}
for (const file of readdirSync(distDir)) if (file.endsWith('.js')) latin1Bundle(join(distDir, file))

// Same relative paths as the descriptors' `icon` (e.g. chatmodels/chatOpenAI/chatOpenAI.svg), and the
// translation files beside them (chatmodels/chatOpenAI/chatOpenAI.ru.json, i18n/common.ru.json).
rmSync(iconsOut, { recursive: true, force: true })
rmSync(textsOut, { recursive: true, force: true })
for (const file of readdirSync(nodesSrc, { recursive: true, encoding: 'utf8' })) {
  const out = file.endsWith('.svg') ? iconsOut : /\.[a-z]{2}\.json$/.test(file) ? textsOut : undefined
  if (!out) continue
  mkdirSync(dirname(join(out, file)), { recursive: true })
  copyFileSync(join(nodesSrc, file), join(out, file))
}
// The 3D library files published pages load (updl's LIBRARY_FILES), copied beside the bundle under
// dist/libs/<package>/<file>: the server serves them from there, so a production install does without the
// 3D packages (hundreds of MB) that hold them. The list is read from updl's source, bundled in memory.
const libsOut = join(here, 'dist', 'libs')
rmSync(libsOut, { recursive: true, force: true })
const listing = await build({
  stdin: { contents: "export { LIBRARY_FILES } from '@unikflow/updl'", resolveDir: here, loader: 'ts' },
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'neutral',
  conditions: ['@unikflow/source'],
  logLevel: 'warning',
})
const { LIBRARY_FILES } = await import(
  `data:text/javascript;base64,${Buffer.from(listing.outputFiles[0].text).toString('base64')}`
)
/** `<dir>/node_modules/<package>/<file>` in the nearest directory up (exports maps hide these files from resolve). */
function installedFile(npmPackage, fileInPackage) {
  for (let dir = here; ; dir = dirname(dir)) {
    const path = join(dir, 'node_modules', npmPackage, fileInPackage)
    if (existsSync(path)) return path
    if (dirname(dir) === dir) throw new Error(`${npmPackage}/${fileInPackage} is not installed`)
  }
}
for (const { npmPackage, fileInPackage } of LIBRARY_FILES) {
  const to = join(libsOut, npmPackage, fileInPackage)
  mkdirSync(dirname(to), { recursive: true })
  copyFileSync(installedFile(npmPackage, fileInPackage), to)
}

console.log(
  'built packages/server/dist/cli.js, its worker entries, dist/node-icons/, dist/node-texts/ and dist/libs/',
)
