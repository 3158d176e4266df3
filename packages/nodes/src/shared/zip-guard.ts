import { inflateRawSync } from 'node:zlib'
import { NodeInputError } from './read-inputs'

/** What a zipped document (DOCX) may unpack to in total, and how many entries it may have. */
export const ZIP_MAX_UNPACKED_BYTES = 64 * 1024 * 1024
const ZIP_MAX_ENTRIES = 5_000

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50

function findEndOfCentralDirectory(data: Buffer): number {
  const stop = Math.max(0, data.length - 22 - 0xffff)
  for (let i = data.length - 22; i >= stop; i--) if (data.readUInt32LE(i) === EOCD) return i
  return -1
}

/**
 * Checks a ZIP archive before a library unpacks it: every entry is inflated here with a budget
 * (zlib's maxOutputLength), so an archive whose contents are far larger than it (a zip bomb), or
 * whose headers lie about their sizes, is refused after at most `maxBytes` of output, never after
 * filling memory. Corrupt archives are refused too. Throws NodeInputError naming the file.
 */
export function checkZipArchive(name: string, data: Buffer, maxBytes = ZIP_MAX_UNPACKED_BYTES): void {
  walkZip(name, data, maxBytes)
}

/**
 * Every file of a ZIP archive (EPUB, PPTX …) by its path, unpacked under the same budget and checks as
 * `checkZipArchive`; folders are left out.
 */
export function readZipEntries(
  name: string,
  data: Buffer,
  maxBytes = ZIP_MAX_UNPACKED_BYTES,
): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  walkZip(name, data, maxBytes, (path, bytes) => {
    if (!path.endsWith('/')) files.set(path, bytes)
  })
  return files
}

function walkZip(
  name: string,
  data: Buffer,
  maxBytes: number,
  onEntry?: (path: string, bytes: Buffer) => void,
): void {
  const corrupt = () => new NodeInputError(`File "${name}" is not a valid ZIP archive (corrupt or truncated)`)
  const tooBig = () =>
    new NodeInputError(
      `File "${name}" unpacks to more than ${Math.round(maxBytes / 1024 / 1024)} MB (a zip bomb?) and was refused`,
    )
  if (data.length < 22 || data.readUInt32LE(0) !== LOCAL) throw corrupt()
  const end = findEndOfCentralDirectory(data)
  if (end < 0) throw corrupt()
  const entries = data.readUInt16LE(end + 10)
  let offset = data.readUInt32LE(end + 16)
  if (entries > ZIP_MAX_ENTRIES) throw tooBig()
  let total = 0
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== CENTRAL) throw corrupt()
    const method = data.readUInt16LE(offset + 10)
    const compressed = data.readUInt32LE(offset + 20)
    const declared = data.readUInt32LE(offset + 24)
    const nameLength = data.readUInt16LE(offset + 28)
    const extraLength = data.readUInt16LE(offset + 30)
    const commentLength = data.readUInt16LE(offset + 32)
    const local = data.readUInt32LE(offset + 42)
    const path = data.toString('utf8', offset + 46, offset + 46 + nameLength)
    offset += 46 + nameLength + extraLength + commentLength
    // ZIP64 sizes (0xffffffff) are not needed by any document this loader takes.
    if (declared === 0xffffffff || compressed === 0xffffffff) throw tooBig()
    if (total + declared > maxBytes) throw tooBig()
    if (local + 30 > data.length || data.readUInt32LE(local) !== LOCAL) throw corrupt()
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28)
    if (start + compressed > data.length) throw corrupt()
    const body = data.subarray(start, start + compressed)
    let unpacked: Buffer
    if (method === 0) unpacked = body
    else if (method === 8)
      try {
        unpacked = inflateRawSync(body, { maxOutputLength: maxBytes - total + 1 })
      } catch (e) {
        if (e instanceof RangeError) throw tooBig()
        throw corrupt()
      }
    else throw corrupt()
    total += unpacked.length
    if (total > maxBytes) throw tooBig()
    onEntry?.(path, unpacked)
  }
}
