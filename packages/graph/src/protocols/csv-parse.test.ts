import { describe, expect, it } from 'vitest'
import { toCsv } from './csv'
import { parseCsv, unguardedCell } from './csv-parse'

describe('parseCsv', () => {
  it("reads Flowise's two-column Input/Output file", () => {
    expect(parseCsv('Input,Output\r\nWhat is 2+2?,4\r\n"Say ""hi""","hi, there"\r\n')).toEqual([
      ['Input', 'Output'],
      ['What is 2+2?', '4'],
      ['Say "hi"', 'hi, there'],
    ])
  })

  it('keeps line breaks inside quoted cells, skips a BOM and blank lines, reads LF files', () => {
    expect(parseCsv('\uFEFFa,"line 1\nline 2"\n\nb,c')).toEqual([
      ['a', 'line 1\nline 2'],
      ['b', 'c'],
    ])
  })

  it('reads back what toCsv wrote, formula guards included', () => {
    const rows = [
      ['=SUM(A1)', 'x,y'],
      ['-3', 'multi\r\nline'],
    ]
    const parsed = parseCsv(toCsv(['Input', 'Output'], rows)).slice(1)
    expect(parsed.map((r) => r.map(unguardedCell))).toEqual(rows)
  })
})
