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
