import { encode } from 'uqr'

/** A QR code of `text` as a PNG data URL: black modules on white, `scale` pixels each, a 4-module border. */
export function qrCodePng(text: string, scale = 8): string {
  const qr = encode(text, { ecc: 'M', border: 4 })
  const canvas = document.createElement('canvas')
  canvas.width = qr.size * scale
  canvas.height = qr.size * scale
  const context = canvas.getContext('2d')
  if (!context) throw new Error('No 2D canvas')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.fillStyle = '#000000'
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) context.fillRect(x * scale, y * scale, scale, scale)
    }),
  )
  return canvas.toDataURL('image/png')
}

/** Saves a URL (data: or blob:) under a file name. */
export function downloadUrl(fileName: string, url: string): void {
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.appendChild(a)
  a.click()
  a.remove()
}
