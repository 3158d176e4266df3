// A picture file for upload journeys: an uncompressed 24-bit BMP (every browser decodes it) drawn from
// a function of the pixel position.

/** A width × height BMP whose pixel (x, y) — y from the top — has the colour `paint(x, y)` ([r, g, b]). */
export function bmpImage(
  width: number,
  height: number,
  paint: (x: number, y: number) => readonly [number, number, number],
): Buffer {
  const rowBytes = Math.ceil((width * 3) / 4) * 4
  const header = Buffer.alloc(54)
  header.write('BM', 0, 'ascii')
  header.writeUInt32LE(54 + rowBytes * height, 2)
  header.writeUInt32LE(54, 10)
  header.writeUInt32LE(40, 14)
  header.writeInt32LE(width, 18)
  header.writeInt32LE(height, 22) // positive: rows stored bottom-up
  header.writeUInt16LE(1, 26)
  header.writeUInt16LE(24, 28)
  header.writeUInt32LE(rowBytes * height, 34)
  const pixels = Buffer.alloc(rowBytes * height)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y)
      const at = (height - 1 - y) * rowBytes + x * 3
      pixels[at] = b
      pixels[at + 1] = g
      pixels[at + 2] = r
    }
  return Buffer.concat([header, pixels])
}
