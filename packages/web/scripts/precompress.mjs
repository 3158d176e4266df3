// After `vite build`: a .br and a .gz beside every text asset, so the server sends them as they are
// (@fastify/static preCompressed) instead of compressing on each request or sending them raw.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dist = new URL('../dist/', import.meta.url).pathname
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/
const MIN_BYTES = 1024

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}

let count = 0
let raw = 0
let brotli = 0
for (const path of files(dist)) {
  if (!TEXT.test(path)) continue
  const bytes = readFileSync(path)
  if (bytes.length < MIN_BYTES) continue
  const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
  writeFileSync(`${path}.br`, br)
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }))
  count++
  raw += bytes.length
  brotli += br.length
}
console.log(
  `precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`,
)
