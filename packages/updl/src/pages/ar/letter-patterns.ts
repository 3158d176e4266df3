/**
 * AR.js pattern markers for the preset letters A, B and C, which neither AR.js package ships: each
 * letter is a 16×16 bitmap (the resolution of an ARToolKit `.patt`), drawn inside the usual black
 * border. The `.patt` text and the printable SVG come from the same bitmap, so a printed marker is
 * recognised by its pattern. The files in `assets/ar/` are these outputs (a test keeps them equal).
 */
import { patternText, PATTERN_SIZE, type TPatternGrid, type TRgb } from './image-pattern'

export const MarkerLetters = ['A', 'B', 'C'] as const
export type TMarkerLetter = (typeof MarkerLetters)[number]

const SIZE = PATTERN_SIZE

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

/** The letter as a pattern grid: black ink on white paper. */
const letterGrid = (letter: TMarkerLetter): TPatternGrid =>
  Array.from({ length: SIZE * SIZE }, (_, i): TRgb => {
    const v = ink(letter, i % SIZE, Math.floor(i / SIZE)) ? 0 : 255
    return [v, v, v]
  })

/** The letter's `.patt` text (four orientations, as AR.js's marker generator writes them). */
export const letterPattern = (letter: TMarkerLetter): string => patternText(letterGrid(letter))

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
