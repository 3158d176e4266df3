import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TLibraryFile } from '@unikflow/updl'

const here = dirname(fileURLToPath(import.meta.url))

/**
 * The file on disk. A built server carries copies of the files beside its bundle (`dist/libs/<package>/
 * <file>`, written by build.mjs), so a production install needs none of the 3D packages. From the source,
 * `<dir>/node_modules/<package>/<file>` in the nearest directory up that has it, as Node resolves
 * packages — but without `exports` maps, which hide most of these files from `require.resolve`.
 */
export function libraryFilePath(file: TLibraryFile, from = here): string | undefined {
  const copied = join(from, 'libs', file.npmPackage, file.fileInPackage)
  if (existsSync(copied)) return copied
  for (let dir = from; ; dir = dirname(dir)) {
    const path = join(dir, 'node_modules', file.npmPackage, file.fileInPackage)
    if (existsSync(path)) return path
    if (dirname(dir) === dir) return undefined
  }
}
