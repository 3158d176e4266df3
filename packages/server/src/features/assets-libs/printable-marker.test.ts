import { describe, expect, it } from 'vitest'
import { gridFromPatternText, LIBRARY_FILES, PRESET_GREYS } from '@unikflow/updl'
import { readFileSync } from 'node:fs'
import { libraryFilePath } from './library-file-path'

describe('printable preset markers', () => {
  it.each(['hiro', 'kanji'] as const)('draw %s from the pattern file the server serves', (preset) => {
    const file = LIBRARY_FILES.find((f) => f.urlPath.endsWith(`/patt.${preset}`))
    const path = file && libraryFilePath(file)
    if (!path) throw new Error(`patt.${preset} not found`)
    const grid = gridFromPatternText(readFileSync(path, 'utf8')) ?? []
    const greys = grid.map(([r, g, b]) =>
      Math.round((r + g + b) / 3)
        .toString(16)
        .padStart(2, '0'),
    )
    expect(greys).toHaveLength(256)
    expect(PRESET_GREYS[preset]).toBe(greys.join(''))
  })
})
