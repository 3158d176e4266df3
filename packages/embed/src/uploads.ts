// The files a question was sent with, shown again: images the server keeps with the chat are loaded
// from `GET /api/v1/get-upload-file`; the images of this visit from the files themselves.

/** The image types the server shows inline (others it sends as downloads). */
const SHOWN_IMAGES = ['image/gif', 'image/jpeg', 'image/png', 'image/webp']

export const isShownImage = (mime: string) => SHOWN_IMAGES.includes(mime.toLowerCase())

/** Where the server serves a file a chat sent (public flows: no key needed). */
export function uploadFileUrl(
  apiHost: string,
  file: { chatflowId: string; chatId: string; fileName: string },
): string {
  const query = new URLSearchParams({
    chatflowId: file.chatflowId,
    chatId: file.chatId,
    fileName: file.fileName,
  })
  return `${apiHost}/api/v1/get-upload-file?${query.toString()}`
}

/** The prefix of a file the server keeps with the chat, in Flowise's artifacts and file annotations. */
const STORED = 'FILE-STORAGE::'
const IMAGE_ARTIFACTS: Record<string, string> = {
  png: 'png',
  jpeg: 'jpeg',
  jpg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
}

type Made = { images: string[]; downloads: string[] }

/**
 * What an answer's run made, as names of the chat's kept files: images (Flowise's `artifacts` of an image
 * type) and files to download (its `fileAnnotations`). Other artifacts are left to the answer's text.
 */
export function madeFiles(artifacts: unknown, fileAnnotations: unknown): Made {
  const kept = (v: unknown) => (typeof v === 'string' && v.startsWith(STORED) ? [v.slice(STORED.length)] : [])
  const images = (Array.isArray(artifacts) ? artifacts : []).flatMap((a: unknown) =>
    a && typeof a === 'object' && 'type' in a && 'data' in a && IMAGE_ARTIFACTS[String(a.type).toLowerCase()]
      ? kept(a.data)
      : [],
  )
  const downloads = (Array.isArray(fileAnnotations) ? fileAnnotations : []).flatMap((f: unknown) =>
    f && typeof f === 'object' && 'filePath' in f ? kept(f.filePath) : [],
  )
  return { images, downloads }
}
