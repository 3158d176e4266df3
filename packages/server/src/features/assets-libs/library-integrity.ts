import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { LIBRARY_FILES } from '@unikflow/updl'
import { libraryFilePath } from './library-file-path'

const digests = new Map<string, string | undefined>()

function digestOf(urlPath: string): string | undefined {
  if (digests.has(urlPath)) return digests.get(urlPath)
  const file = LIBRARY_FILES.find((f) => f.urlPath === urlPath)
  const path = file && libraryFilePath(file)
  const digest = path
    ? `sha384-${createHash('sha384').update(readFileSync(path)).digest('base64')}`
    : undefined
  digests.set(urlPath, digest)
  return digest
}

/**
 * `sha384-…` of the library scripts a page may load, by `urlPath`, from the npm packages the server
 * serves (the CDN serves the same package files, byte for byte). Each file is hashed the first time a
 * page names it (a page of one technology does not read the others' megabytes); a file missing on disk
 * has none (the page still loads it, unchecked).
 */
export function libraryIntegrity(): Readonly<Record<string, string>> {
  const integrity: Record<string, string> = {}
  for (const file of LIBRARY_FILES)
    if (file.urlPath.endsWith('.js'))
      Object.defineProperty(integrity, file.urlPath, { enumerable: true, get: () => digestOf(file.urlPath) })
  return integrity
}
