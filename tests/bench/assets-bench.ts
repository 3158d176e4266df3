// The web build's precompressed assets (packages/web/scripts/precompress.mjs): every text file of 1 KB or
// more must have its .br and .gz beside it (the server sends those as they are), and their sizes.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/
const MIN_BYTES = 1024

export interface AssetSizes {
  /** Text files of at least 1 KB, and how many of them have both a .br and a .gz. */
  files: number
  precompressed: number
  rawKb: number
  brotliKb: number
  gzipKb: number
}

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* filesUnder(path)
    else yield path
  }
}

export function measureAssets(dist = 'packages/web/dist'): AssetSizes {
  const sizes: AssetSizes = { files: 0, precompressed: 0, rawKb: 0, brotliKb: 0, gzipKb: 0 }
  for (const path of filesUnder(dist)) {
    if (!TEXT.test(path)) continue
    const bytes = statSync(path).size
    if (bytes < MIN_BYTES) continue
    sizes.files += 1
    sizes.rawKb += bytes / 1024
    if (!existsSync(`${path}.br`) || !existsSync(`${path}.gz`)) continue
    sizes.precompressed += 1
    sizes.brotliKb += statSync(`${path}.br`).size / 1024
    sizes.gzipKb += statSync(`${path}.gz`).size / 1024
  }
  return sizes
}
