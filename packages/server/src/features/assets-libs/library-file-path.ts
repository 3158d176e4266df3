import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TLibraryFile } from '@unikflow/updl'

const here = dirname(fileURLToPath(import.meta.url))

/**
 * The file on disk: `<dir>/node_modules/<package>/<file>` in the nearest directory up from the server
 * (the source or the bundle in dist) that has it, as Node resolves packages — but without `exports`
 * maps, which hide most of these files from `require.resolve`.
 */
export function libraryFilePath(file: TLibraryFile, from = here): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const path = join(dir, 'node_modules', file.npmPackage, file.fileInPackage)
    if (existsSync(path)) return path
    if (dirname(dir) === dir) return undefined
  }
}
