// A fake camera for AR.js journeys: a Y4M video (Chromium's --use-file-for-fake-video-capture) of one
// marker, black border and the 16×16 pattern inside, drawn from a `.patt` file's first orientation.
import { writeFileSync } from 'node:fs'

const WIDTH = 640
const HEIGHT = 480

/** Writes the video to `path`: a still frame of the marker whose pattern is `patt`, centred. */
export function writeMarkerVideo(path: string, patt: string): void {
  const values = patt.trim().split(/\s+/).map(Number)
  const ink = (x: number, y: number) => (values[y * 16 + x] ?? 255) < 128
  const cell = 9
  const size = 32 * cell // 8-cell border on each side of the 16-cell pattern (pattern ratio 0.5)
  const left = (WIDTH - size) / 2
  const top = (HEIGHT - size) / 2
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235)
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const cx = Math.floor(x / cell) - 8
      const cy = Math.floor(y / cell) - 8
      const border = cx < 0 || cy < 0 || cx >= 16 || cy >= 16
      if (border || ink(cx, cy)) luma[(top + y) * WIDTH + left + x] = 16
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128)
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\n`)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  writeFileSync(path, Buffer.concat([header, frame, frame]))
}
