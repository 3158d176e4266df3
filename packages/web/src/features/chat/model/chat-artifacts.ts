import { STORED_FILE_PREFIX, isRecord } from '@unikflow/graph'

/** A file shown with a message: one a question was sent with, or one its answer's run made. */
export interface ChatAttachment {
  name: string
  mime: string
  /** An object URL for an image preview (revoked when the chat is cleared). */
  previewUrl?: string
  /** A file the server kept with the chat (`GET /get-upload-file`): an image is loaded from there. */
  stored?: { flowId: string; chatId: string }
  /** A file the answer offers to download (a kept file that is not shown). */
  download?: boolean
}

/** The chat a stored file belongs to (`GET /get-upload-file` names both). */
export type ChatOfFiles = { flowId: string; chatId: string }

/** Image artifact types (Flowise's) and what the server serves them as. */
const IMAGE_MIME: Record<string, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
}

const storedName = (data: string) =>
  data.startsWith(STORED_FILE_PREFIX) ? data.slice(STORED_FILE_PREFIX.length) : undefined

/**
 * Flowise's `artifacts` (images a run made) as the chat shows them: a kept image is loaded from the chat's
 * files; an image given as a `data:` URL is shown as it is; other artifacts (text the run wrote) are left
 * to the answer's text.
 */
export function artifactFiles(value: unknown, chat: ChatOfFiles | undefined): ChatAttachment[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((a: unknown) => {
    if (!isRecord(a) || typeof a.type !== 'string' || typeof a.data !== 'string') return []
    const mime = IMAGE_MIME[a.type.toLowerCase()]
    if (!mime) return []
    const name = storedName(a.data)
    const file: ChatAttachment | undefined = name
      ? chat && { name, mime, stored: chat }
      : a.data.startsWith(`data:${mime};base64,`)
        ? { name: a.type, mime, previewUrl: a.data }
        : undefined
    return file ? [file] : []
  })
}

/** Flowise's `fileAnnotations` (files a run made to download) as chips of the chat's kept files. */
export function annotatedFiles(value: unknown, chat: ChatOfFiles | undefined): ChatAttachment[] {
  if (!Array.isArray(value) || !chat) return []
  return value.flatMap((f: unknown) => {
    if (!isRecord(f) || typeof f.filePath !== 'string' || typeof f.fileName !== 'string') return []
    const name = storedName(f.filePath)
    const file: ChatAttachment = {
      name: name ?? '',
      mime: 'application/octet-stream',
      stored: chat,
      download: true,
    }
    return name ? [file] : []
  })
}
