import type { TRgbaImage } from '@unikflow/updl'

/** Largest side the picture is drawn at before the pattern encoder averages it down to 16×16. */
const MAX_SIDE = 256

/** A picture file's pixels (decoded by the browser, drawn on a canvas no larger than 256 px a side). */
export async function imageFilePixels(file: Blob): Promise<TRgbaImage> {
  const bitmap = await createImageBitmap(file)
  try {
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height))
    const width = Math.max(1, Math.round(bitmap.width * scale))
    const height = Math.max(1, Math.round(bitmap.height * scale))
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2D canvas')
    context.drawImage(bitmap, 0, 0, width, height)
    return context.getImageData(0, 0, width, height)
  } finally {
    bitmap.close()
  }
}
