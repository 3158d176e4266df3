import { extname } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { AppDeps } from '../../deps'
import { timeOrderedId } from '../../db/time-ordered-id'
import { documentInvalid } from '../document-stores/document-files'
import { loadChunks } from '../document-stores/load-documents'
import type { ChatUpload } from './chat-uploads.repository'

/** Files read by a loader node; every other file is text as it is (UTF-8). */
const LOADER_BY_EXT: Record<string, string> = { '.pdf': 'pdfFile', '.docx': 'docxFile' }
const LOADER_BY_MIME: Record<string, string> = {
  'application/pdf': 'pdfFile',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docxFile',
}

/**
 * The text of a file a chat sent for the model to read (the File upload tab): PDF and DOCX through
 * their loader nodes (as a document store reads them), other files as UTF-8 text. A binary file that
 * is neither is refused (400).
 */
export async function fileText(
  deps: Pick<AppDeps, 'db' | 'keyring' | 'config'>,
  scope: { unikId: string; log: FastifyBaseLogger },
  file: ChatUpload,
): Promise<string> {
  const loaderName = LOADER_BY_EXT[extname(file.name).toLowerCase()] ?? LOADER_BY_MIME[file.mime]
  if (!loaderName) {
    if (file.data.includes(0)) throw documentInvalid(`File "${file.name}" is not text, PDF or DOCX`)
    return file.data.toString('utf8')
  }
  const chunks = await loadChunks(
    deps,
    scope,
    { loaderName, loaderConfig: { usage: 'perFile' }, splitterName: null, splitterConfig: {} },
    {
      kind: 'files',
      files: [
        { id: timeOrderedId(), name: file.name, mime: file.mime, size: file.data.length, data: file.data },
      ],
    },
  )
  return chunks.map((c) => c.pageContent).join('\n')
}
