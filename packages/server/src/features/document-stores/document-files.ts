import { extname } from 'node:path'
import { ErrorCodes, type TDocumentFileUpload } from '@unikflow/graph'
import { ValidationError } from '../../errors/app-error'
import { UploadTooLargeError } from '../flow-config/uploads'
import { loadNodeLibrary } from '../nodes/load-node-library'
import type { StoredFile } from './document-loaders.repository'

const MIME_BY_EXT: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.csv': 'text/csv',
  '.json': 'application/json',
  '.jsonl': 'application/jsonl',
  '.md': 'text/markdown',
  '.markdown': 'text/markdown',
  '.html': 'text/html',
  '.htm': 'text/html',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xml': 'application/xml',
}

export const documentInvalid = (message: string) => new ValidationError(message, ErrorCodes.DocumentInvalid)

/** The extensions the loader node's file input declares (`fileType`), or none for loaders without files. */
export async function acceptedExtensions(loaderName: string): Promise<string[] | undefined> {
  const { getNodeDescriptor } = await loadNodeLibrary()
  const input = getNodeDescriptor(loaderName)?.inputs.find((i) => i.type === 'file')
  if (!input) return undefined
  return (input.fileType ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean)
}

export async function fileInputName(loaderName: string): Promise<string | undefined> {
  const { getNodeDescriptor } = await loadNodeLibrary()
  return getNodeDescriptor(loaderName)?.inputs.find((i) => i.type === 'file')?.name
}

const formatMb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

/** Bytes enough to check a file's kind (PDF and DOCX magic, NUL bytes in text). */
export const HEAD_BYTES = 8192

export const tooLarge = (name: string, maxFileBytes: number) =>
  new UploadTooLargeError(
    `File "${name}" is larger than the ${formatMb(maxFileBytes)} a document store takes`,
  )

/** Checks one file by its name, size and first `HEAD_BYTES` bytes; answers its MIME type. */
function checkFile(
  name: string,
  size: number,
  head: Buffer,
  accepted: readonly string[],
  maxFileBytes: number,
) {
  if (size === 0) throw documentInvalid(`File "${name}" is empty`)
  if (size > maxFileBytes) throw tooLarge(name, maxFileBytes)
  const ext = extname(name).toLowerCase()
  if (!accepted.includes(ext))
    throw documentInvalid(`File "${name}": this loader accepts ${accepted.join(', ')}`)
  if (ext === '.pdf') {
    if (head.subarray(0, 5).toString('latin1') !== '%PDF-')
      throw documentInvalid(`File "${name}" is not a PDF`)
  } else if (ext === '.docx') {
    // A DOCX is a ZIP archive; the loader checks its contents (zip bomb, corrupt) when it reads it.
    if (head.subarray(0, 4).toString('latin1') !== 'PK\u0003\u0004')
      throw documentInvalid(`File "${name}" is not a DOCX document`)
  } else if (head.subarray(0, HEAD_BYTES).includes(0))
    throw documentInvalid(`File "${name}" is not a text file`)
  return MIME_BY_EXT[ext] ?? 'text/plain'
}

async function acceptedOrRefuse(loaderName: string): Promise<string[]> {
  const accepted = await acceptedExtensions(loaderName)
  if (!accepted) throw documentInvalid(`The ${loaderName} loader takes no files`)
  return accepted
}

/**
 * Decodes and checks uploaded files before anything is stored: size, an extension the loader accepts,
 * and content that matches it (a PDF starts with `%PDF-`, a DOCX is a ZIP archive, text has no NUL bytes). Throws 400
 * DOCUMENT_INVALID or 413 UPLOAD_TOO_LARGE naming the file.
 */
export async function checkUploads(
  loaderName: string,
  uploads: readonly TDocumentFileUpload[],
  maxFileBytes: number,
): Promise<Omit<StoredFile, 'id'>[]> {
  if (uploads.length === 0) return []
  const accepted = await acceptedOrRefuse(loaderName)
  return uploads.map((u) => {
    const base64 = u.data.replace(/^data:[^,]*,/, '')
    // base64 is 4 characters for 3 bytes: refuse before decoding a huge string.
    if ((base64.length * 3) / 4 > maxFileBytes + 4) throw tooLarge(u.name, maxFileBytes)
    const data = Buffer.from(base64, 'base64')
    const mime = checkFile(u.name, data.length, data, accepted, maxFileBytes)
    return { name: u.name, mime, size: data.length, data }
  })
}

/** A form's file as it streamed in: its size and first bytes, its bytes read again from `read()`. */
export type StreamedUpload = {
  name: string
  size: number
  head: Buffer
  read: () => AsyncIterable<Uint8Array>
}

/** `checkUploads` for files that streamed in (multipart): checked by size and first bytes, never read whole. */
export async function checkStreamedUploads<U extends StreamedUpload>(
  loaderName: string,
  uploads: readonly U[],
  maxFileBytes: number,
): Promise<(U & { mime: string })[]> {
  if (uploads.length === 0) return []
  const accepted = await acceptedOrRefuse(loaderName)
  return uploads.map((u) => ({ ...u, mime: checkFile(u.name, u.size, u.head, accepted, maxFileBytes) }))
}

/**
 * Stored files as the loader node's file input reads them (Flowise's `data:…;base64,…,filename:x`). One
 * file (how stores process them) is that text alone: a JSON array of it would copy megabytes twice more.
 */
export const toFileInput = (files: readonly Pick<StoredFile, 'name' | 'mime' | 'data'>[]): string => {
  const urls = files.map((f) => `data:${f.mime};base64,${f.data.toString('base64')},filename:${f.name}`)
  return urls.length === 1 ? (urls[0] ?? '') : JSON.stringify(urls)
}
