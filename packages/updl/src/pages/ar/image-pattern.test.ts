import { describe, expect, it } from 'vitest'
import {
  gridFromImage,
  gridFromPatternText,
  imagePattern,
  PATTERN_SIZE,
  patternMarkerSvg,
  patternText,
  type TRgb,
  type TRgbaImage,
} from './image-pattern'
import { letterPattern } from './letter-patterns'
import { isPatternDataUrl, patternDataUrl, patternTextOfDataUrl } from './pattern-data-url'

type TRgba = readonly [number, number, number, number]

/** A width × height picture whose pixel (x, y) is `paint(x, y)`. */
function picture(width: number, height: number, paint: (x: number, y: number) => TRgba): TRgbaImage {
  const data: number[] = []
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.push(...paint(x, y))
  return { width, height, data }
}

const RED: TRgba = [255, 0, 0, 255]
const BLUE: TRgba = [0, 0, 255, 255]
const BLACK: TRgba = [0, 0, 0, 255]
const WHITE: TRgba = [255, 255, 255, 255]

/** The pattern's lines: 4 orientations × (blue, green, red) × 16 rows, orientations split by an empty line. */
function planes(text: string): number[][][][] {
  const blocks = text.split('\n\n')
  return blocks.map((block) => {
    const rows = block
      .trim()
      .split('\n')
      .map((row) => row.trim().split(/\s+/).map(Number))
    return [rows.slice(0, 16), rows.slice(16, 32), rows.slice(32, 48)]
  })
}

const row = (values: number[]) => values.map((v) => String(v).padStart(4)).join('')

describe('a picture turned into an AR.js pattern', () => {
  it('writes the format of AR.js’s marker-training tool: 4 orientations of blue, green, red planes', () => {
    // One black pixel at the top left of a white 16×16 picture.
    const text = imagePattern(picture(16, 16, (x, y) => (x === 0 && y === 0 ? BLACK : WHITE)))
    const lines = text.split('\n')
    expect(lines).toHaveLength(4 * 48 + 3 + 1)
    expect(lines[0]).toBe(row([0, ...Array<number>(15).fill(255)]))
    expect(lines[1]).toBe(row(Array<number>(16).fill(255)))
    expect(lines[16]).toBe(lines[0]) // green plane
    expect(lines[32]).toBe(lines[0]) // red plane
    expect(lines[48]).toBe('')
    expect(text.endsWith(`${row(Array<number>(16).fill(255))}\n`)).toBe(true)
  })

  // Each orientation is the previous one turned a quarter counter-clockwise: the black corner moves
  // top left → bottom left → bottom right → top right.
  it.each([
    [0, { x: 0, y: 0 }],
    [1, { x: 0, y: 15 }],
    [2, { x: 15, y: 15 }],
    [3, { x: 15, y: 0 }],
  ])('orientation %i has the black pixel at %o', (orientation, at) => {
    const text = imagePattern(picture(16, 16, (x, y) => (x === 0 && y === 0 ? BLACK : WHITE)))
    const blue = planes(text)[orientation]?.[0] ?? []
    const black = blue.flatMap((r, y) => r.flatMap((v, x) => (v === 0 ? [{ x, y }] : [])))
    expect(black).toEqual([at])
  })

  it.each([
    {
      name: 'left red, right blue: planes by channel in blue, green, red order',
      image: picture(32, 32, (x) => (x < 16 ? RED : BLUE)),
      blue: [...Array<number>(8).fill(0), ...Array<number>(8).fill(255)],
      green: Array<number>(16).fill(0),
      red: [...Array<number>(8).fill(255), ...Array<number>(8).fill(0)],
    },
    {
      name: 'a 1-pixel checkerboard averages to grey',
      image: picture(64, 64, (x, y) => ((x + y) % 2 === 0 ? BLACK : WHITE)),
      blue: Array<number>(16).fill(128),
      green: Array<number>(16).fill(128),
      red: Array<number>(16).fill(128),
    },
    {
      name: 'transparent pixels print as white paper, half transparent black as grey',
      image: picture(16, 16, (x) => (x < 8 ? [0, 0, 0, 0] : [0, 0, 0, 128])),
      blue: [...Array<number>(8).fill(255), ...Array<number>(8).fill(127)],
      green: [...Array<number>(8).fill(255), ...Array<number>(8).fill(127)],
      red: [...Array<number>(8).fill(255), ...Array<number>(8).fill(127)],
    },
    {
      name: 'a wide picture gives its central square (the red sides are cut off)',
      image: picture(48, 16, (x) => (x < 16 || x >= 32 ? RED : BLACK)),
      blue: Array<number>(16).fill(0),
      green: Array<number>(16).fill(0),
      red: Array<number>(16).fill(0),
    },
    {
      name: 'a picture smaller than the grid: the nearest pixel',
      image: picture(2, 2, (x) => (x === 0 ? BLACK : WHITE)),
      blue: [...Array<number>(8).fill(0), ...Array<number>(8).fill(255)],
      green: [...Array<number>(8).fill(0), ...Array<number>(8).fill(255)],
      red: [...Array<number>(8).fill(0), ...Array<number>(8).fill(255)],
    },
  ])('$name', ({ image, blue, green, red }) => {
    const [first] = planes(imagePattern(image))
    for (let y = 0; y < 16; y++) {
      expect(first?.[0]?.[y]).toEqual(blue)
      expect(first?.[1]?.[y]).toEqual(green)
      expect(first?.[2]?.[y]).toEqual(red)
    }
  })

  it('reads a pattern back: its first orientation is the grid it was made of', () => {
    const grid = gridFromImage(picture(32, 32, (x, y) => [x * 8, y * 8, 100, 255]))
    expect(gridFromPatternText(patternText(grid))).toEqual(grid)
    expect(gridFromPatternText('1 2 3')).toBeUndefined()
    expect(gridFromPatternText(patternText(grid).replace(/\d+/, '300'))).toBeUndefined()
  })

  it('the letter presets are patterns of their bitmaps (black ink only)', () => {
    const grid = gridFromPatternText(letterPattern('B'))
    expect(grid?.every(([r, g, b]) => r === g && g === b && (r === 0 || r === 255))).toBe(true)
  })

  it('prints the grid inside the black border (pattern ratio 0.5), one rect per run of a colour', () => {
    const grid = Array.from({ length: PATTERN_SIZE ** 2 }, (_, i): TRgb =>
      i % 16 < 8 ? [255, 0, 0] : [255, 255, 255],
    )
    const svg = patternMarkerSvg(grid)
    expect(svg).toContain('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"')
    expect(svg).toContain('<rect x="40" y="40" width="320" height="320" fill="#000"/>')
    expect(svg).toContain('<rect x="120" y="120" width="160" height="160" fill="#fff"/>')
    expect(svg).toContain('<rect x="120" y="120" width="80" height="10" fill="#ff0000"/>')
    expect(svg.match(/fill="#ff0000"/g)).toHaveLength(16)
  })

  it('carries the pattern as a base64 data: URL and reads it back', () => {
    const text = letterPattern('C')
    const url = patternDataUrl(text)
    expect(isPatternDataUrl(url)).toBe(true)
    expect(patternTextOfDataUrl(url)).toBe(text)
    expect(patternTextOfDataUrl(`data:text/plain,${encodeURIComponent('1 2')}`)).toBe('1 2')
    expect(isPatternDataUrl('data:text/html;base64,PHNjcmlwdD4=')).toBe(false)
    expect(patternTextOfDataUrl('https://example.com/a.patt')).toBeUndefined()
  })
})
