/**
 * AR.js pattern markers for the preset letters A, B and C, which neither AR.js package ships: each
 * letter is a 16×16 bitmap (the resolution of an ARToolKit `.patt`), drawn inside the usual black
 * border. The `.patt` text and the printable SVG come from the same bitmap, so a printed marker is
 * recognised by its pattern. The files in `assets/ar/` are these outputs (a test keeps them equal).
 */
export const MarkerLetters = ['A', 'B', 'C'] as const
export type TMarkerLetter = (typeof MarkerLetters)[number]

const SIZE = 16

// '#' is black ink, '.' white paper.
const BITMAPS: Record<TMarkerLetter, readonly string[]> = {
  A: [
    '................',
    '................',
    '......####......',
    '.....######.....',
    '.....##..##.....',
    '....###..###....',
    '....##....##....',
    '...###....###...',
    '...##########...',
    '..############..',
    '..###......###..',
    '..##........##..',
    '.###........###.',
    '.###........###.',
    '................',
    '................',
  ],
  B: [
    '................',
    '................',
    '...#########....',
    '...##########...',
    '...###....###...',
    '...###....###...',
    '...###...###....',
    '...#########....',
    '...##########...',
    '...###.....###..',
    '...###.....###..',
    '...###.....###..',
    '...###########..',
    '...##########...',
    '................',
    '................',
  ],
  C: [
    '................',
    '................',
    '.....#######....',
    '....#########...',
    '...####....###..',
    '...###......#...',
    '..###...........',
    '..###...........',
    '..###...........',
    '..###...........',
    '...###......#...',
    '...####....###..',
    '....#########...',
    '.....#######....',
    '................',
    '................',
  ],
}

const ink = (letter: TMarkerLetter, x: number, y: number): boolean => BITMAPS[letter][y]?.[x] === '#'

/** Pixel value (0 black, 255 white) of the letter's bitmap turned a quarter counter-clockwise `turns` times. */
function pixel(letter: TMarkerLetter, turns: number, x: number, y: number): number {
  let sx = x
  let sy = y
  for (let i = 0; i < turns; i++) [sx, sy] = [SIZE - 1 - sy, sx]
  return ink(letter, sx, sy) ? 0 : 255
}

/**
 * The `.patt` text: four orientations (0°, then each a quarter turn counter-clockwise, as AR.js's
 * marker generator writes them), each as blue, green and red planes of 16 rows of 16 values.
 */
export function letterPattern(letter: TMarkerLetter): string {
  const blocks: string[] = []
  for (let turns = 0; turns < 4; turns++) {
    let block = ''
    for (let channel = 0; channel < 3; channel++) {
      for (let y = 0; y < SIZE; y++) {
        for (let x = 0; x < SIZE; x++) block += String(pixel(letter, turns, x, y)).padStart(4)
        block += '\n'
      }
    }
    blocks.push(block)
  }
  return blocks.join('\n')
}

/** A printable marker: white margin, black border (a quarter of the width each side), the letter inside. */
export function letterMarkerSvg(letter: TMarkerLetter): string {
  const cell = 10
  const inner = SIZE * cell
  const border = inner / 2
  const margin = cell * 4
  const full = inner + 2 * border + 2 * margin
  const rects: string[] = []
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++)
      if (ink(letter, x, y))
        rects.push(
          `<rect x="${margin + border + x * cell}" y="${margin + border + y * cell}" width="${cell}" height="${cell}"/>`,
        )
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${full}" height="${full}" viewBox="0 0 ${full} ${full}" shape-rendering="crispEdges">`,
    `<rect width="${full}" height="${full}" fill="#fff"/>`,
    `<rect x="${margin}" y="${margin}" width="${inner + 2 * border}" height="${inner + 2 * border}" fill="#000"/>`,
    `<rect x="${margin + border}" y="${margin + border}" width="${inner}" height="${inner}" fill="#fff"/>`,
    `<g fill="#000">${rects.join('')}</g>`,
    '</svg>',
    '',
  ].join('\n')
}
