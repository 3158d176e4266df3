/**
 * AR.js pattern markers from a picture. ARToolKit compares the inside of a marker's black border,
 * sampled to 16×16, with a `.patt` file: that grid in four orientations (as it is, then each a quarter
 * turn counter-clockwise), each orientation as its blue, green and red planes of 16 rows of 16 values
 * 0–255 — the format AR.js's marker-training tool writes. The printable marker is the same grid inside
 * the black border, so what is printed is exactly what the pattern describes.
 */

/** Cells per side of a pattern. */
export const PATTERN_SIZE = 16

/** A picture as a browser's `ImageData` holds it: width × height pixels, RGBA bytes, row by row. */
export type TRgbaImage = { readonly width: number; readonly height: number; readonly data: ArrayLike<number> }

/** One cell: red, green, blue (0–255). */
export type TRgb = readonly [number, number, number]

/** A pattern's 16×16 cells, row by row (256 entries). */
export type TPatternGrid = readonly TRgb[]

const WHITE: TRgb = [255, 255, 255]
const clampByte = (v: number) => Math.max(0, Math.min(255, Math.round(v)))

/** The pixel at (x, y) over white paper (transparent parts of the picture print as white). */
function pixelOverWhite(image: TRgbaImage, x: number, y: number): TRgb {
  const i = (y * image.width + x) * 4
  const alpha = (image.data[i + 3] ?? 255) / 255
  const over = (c: number | undefined) => (c ?? 255) * alpha + 255 * (1 - alpha)
  return [over(image.data[i]), over(image.data[i + 1]), over(image.data[i + 2])]
}

/**
 * The picture's central square (a wide or tall picture loses its sides or its top and bottom) sampled to
 * 16×16: each cell is the average of the pixels whose centre lies in it (the nearest pixel when the
 * picture is smaller than the grid).
 */
export function gridFromImage(image: TRgbaImage): TPatternGrid {
  if (image.width < 1 || image.height < 1) return Array.from({ length: PATTERN_SIZE ** 2 }, () => WHITE)
  const side = Math.min(image.width, image.height)
  const left = Math.floor((image.width - side) / 2)
  const top = Math.floor((image.height - side) / 2)
  const step = side / PATTERN_SIZE
  const grid: TRgb[] = []
  for (let cy = 0; cy < PATTERN_SIZE; cy++)
    for (let cx = 0; cx < PATTERN_SIZE; cx++) {
      // Pixels whose centre (p + 0.5) lies in [c·step, (c+1)·step).
      const x0 = Math.ceil(cx * step - 0.5)
      const x1 = Math.ceil((cx + 1) * step - 0.5)
      const y0 = Math.ceil(cy * step - 0.5)
      const y1 = Math.ceil((cy + 1) * step - 0.5)
      if (x1 <= x0 || y1 <= y0) {
        const nx = Math.min(side - 1, Math.floor((cx + 0.5) * step))
        const ny = Math.min(side - 1, Math.floor((cy + 0.5) * step))
        const p = pixelOverWhite(image, left + nx, top + ny)
        grid.push([clampByte(p[0]), clampByte(p[1]), clampByte(p[2])])
        continue
      }
      let r = 0
      let g = 0
      let b = 0
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) {
          const p = pixelOverWhite(image, left + x, top + y)
          r += p[0]
          g += p[1]
          b += p[2]
        }
      const n = (x1 - x0) * (y1 - y0)
      grid.push([clampByte(r / n), clampByte(g / n), clampByte(b / n)])
    }
  return grid
}

/** The cell at (x, y) of the grid turned a quarter counter-clockwise `turns` times. */
function turned(grid: TPatternGrid, turns: number, x: number, y: number): TRgb {
  let sx = x
  let sy = y
  for (let i = 0; i < turns; i++) [sx, sy] = [PATTERN_SIZE - 1 - sy, sx]
  return grid[sy * PATTERN_SIZE + sx] ?? WHITE
}

/** The `.patt` text of a grid: four orientations, blue/green/red planes, each value right-aligned in 4. */
export function patternText(grid: TPatternGrid): string {
  const blocks: string[] = []
  for (let turns = 0; turns < 4; turns++) {
    let block = ''
    for (const channel of [2, 1, 0]) {
      for (let y = 0; y < PATTERN_SIZE; y++) {
        for (let x = 0; x < PATTERN_SIZE; x++) block += String(turned(grid, turns, x, y)[channel]).padStart(4)
        block += '\n'
      }
    }
    blocks.push(block)
  }
  return blocks.join('\n')
}

/** The `.patt` text of a picture (its central square, sampled to 16×16). */
export const imagePattern = (image: TRgbaImage): string => patternText(gridFromImage(image))

/** The first orientation of a `.patt` text as a grid; undefined unless it holds 4 × 3 × 256 values 0–255. */
export function gridFromPatternText(text: string): TPatternGrid | undefined {
  const values = text.trim().split(/\s+/).map(Number)
  const plane = PATTERN_SIZE * PATTERN_SIZE
  if (values.length !== 12 * plane) return undefined
  if (values.some((v) => !Number.isInteger(v) || v < 0 || v > 255)) return undefined
  const at = (i: number) => values[i] ?? 255
  return Array.from({ length: plane }, (_, i): TRgb => [at(2 * plane + i), at(plane + i), at(i)])
}

const hex = (c: TRgb) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`

/**
 * A printable marker of the grid (SVG): white margin, black border a quarter of the marker's width on
 * each side (AR.js's default pattern ratio 0.5), the 16×16 cells inside. Runs of one colour are one rect.
 */
export function patternMarkerSvg(grid: TPatternGrid): string {
  const cell = 10
  const inner = PATTERN_SIZE * cell
  const border = inner / 2
  const margin = cell * 4
  const full = inner + 2 * border + 2 * margin
  const rects: string[] = []
  for (let y = 0; y < PATTERN_SIZE; y++) {
    let x = 0
    while (x < PATTERN_SIZE) {
      const colour = hex(grid[y * PATTERN_SIZE + x] ?? WHITE)
      let end = x + 1
      while (end < PATTERN_SIZE && hex(grid[y * PATTERN_SIZE + end] ?? WHITE) === colour) end++
      if (colour !== '#ffffff')
        rects.push(
          `<rect x="${margin + border + x * cell}" y="${margin + border + y * cell}" width="${(end - x) * cell}" height="${cell}" fill="${colour}"/>`,
        )
      x = end
    }
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${full}" height="${full}" viewBox="0 0 ${full} ${full}" shape-rendering="crispEdges">`,
    `<rect width="${full}" height="${full}" fill="#fff"/>`,
    `<rect x="${margin}" y="${margin}" width="${inner + 2 * border}" height="${inner + 2 * border}" fill="#000"/>`,
    `<rect x="${margin + border}" y="${margin + border}" width="${inner}" height="${inner}" fill="#fff"/>`,
    ...rects,
    '</svg>',
    '',
  ].join('\n')
}
