// Reads the pixels of a PNG screenshot (8-bit RGB/RGBA, not interlaced: what Chromium writes).
import { inflateSync } from 'node:zlib'

export type TPixels = { width: number; height: number; channels: number; data: Uint8Array }

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}

export function decodePng(png: Buffer): TPixels {
  let offset = 8
  let width = 0
  let height = 0
  let channels = 0
  const idat: Buffer[] = []
  while (offset < png.length) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('ascii', offset + 4, offset + 8)
    const body = png.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      width = body.readUInt32BE(0)
      height = body.readUInt32BE(4)
      const colorType = body[9]
      if (body[8] !== 8 || body[12] !== 0) throw new Error('only 8-bit, non-interlaced PNGs')
      channels = colorType === 6 ? 4 : colorType === 2 ? 3 : 0
      if (!channels) throw new Error(`PNG colour type ${colorType} not supported`)
    }
    if (type === 'IDAT') idat.push(body)
    offset += 12 + length
  }
  const raw = inflateSync(Buffer.concat(idat))
  const stride = width * channels
  const data = new Uint8Array(height * stride)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] ?? 0
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0
      const left = x >= channels ? (data[y * stride + x - channels] ?? 0) : 0
      const up = y > 0 ? (data[(y - 1) * stride + x] ?? 0) : 0
      const upLeft = y > 0 && x >= channels ? (data[(y - 1) * stride + x - channels] ?? 0) : 0
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter] ?? 0
      data[y * stride + x] = (value + predictor) & 255
    }
  }
  return { width, height, channels, data }
}

/** How many distinct colours (coarsely: 4 bits per channel) a screenshot has; 1 means blank. */
export function distinctColours(pixels: TPixels): number {
  const seen = new Set<number>()
  for (let i = 0; i < pixels.data.length; i += pixels.channels) {
    const r = (pixels.data[i] ?? 0) >> 4
    const g = (pixels.data[i + 1] ?? 0) >> 4
    const b = (pixels.data[i + 2] ?? 0) >> 4
    seen.add((r << 8) | (g << 4) | b)
  }
  return seen.size
}
