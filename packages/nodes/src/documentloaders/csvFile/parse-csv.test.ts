import { describe, expect, it } from 'vitest'
import { linesInWindows } from '../../shared/documents'
import { csvRows, parseCsv } from './parse-csv'

async function* inPieces(text: string, size: number): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size)
}

const sample = 'name,note\r\n"Smith, J","said ""hi""\nthen left"\r\n,\r\nplain,"x"\n\nlast,row'

describe('CSV and lines read in pieces', () => {
  it('parses quoted commas, doubled quotes, line breaks in fields, CRLF and blank rows', () => {
    expect(parseCsv(sample)).toEqual([
      ['name', 'note'],
      ['Smith, J', 'said "hi"\nthen left'],
      ['plain', 'x'],
      ['last', 'row'],
    ])
  })

  it.each([1, 2, 3, 7, 64])(
    'gives the rows of the whole text when it arrives in pieces of %i',
    async (size) => {
      const rows = Array.from({ length: 400 }, (_, i) => `${i},"a ""q"" ${i}\r\nb",${i % 3 ? 'x' : '"y,z"'}`)
      const text = `id,text,tag\r\n${rows.join('\r\n')}\r\n${sample}\r`
      const got: string[][] = []
      for await (const row of csvRows(inPieces(text, size))) got.push(row)
      expect(got).toEqual(parseCsv(text))
      expect(got.length).toBeGreaterThan(400)
    },
  )

  it("reads Flowise's two-column Input/Output evaluation file and skips a byte-order mark", () => {
    expect(parseCsv('\uFEFFInput,Output\r\nWhat is 2+2?,4\r\n"Say ""hi""","hi, there"\r\n')).toEqual([
      ['Input', 'Output'],
      ['What is 2+2?', '4'],
      ['Say "hi"', 'hi, there'],
    ])
  })

  it('keeps a quote inside an unquoted field and rows of other lengths', () => {
    expect(parseCsv('a,b\n5" tall,x,extra\nonly')).toEqual([['a', 'b'], ['5" tall', 'x', 'extra'], ['only']])
  })

  it('refuses a quoted field that never closes', async () => {
    const rows = async () => {
      for await (const row of csvRows(inPieces('a,b\n"open,x', 3))) void row
    }
    await expect(rows()).rejects.toThrow(/quote/i)
  })

  it.each([1, 2, 5, 1000])('gives the lines of text.split(/\\r?\\n/) in pieces of %i', async (size) => {
    const text = 'a\r\nb\rc\n\n{"x":1}\r\n\r\nlast'
    const lines: string[] = []
    for await (const batch of linesInWindows(inPieces(text, size))) lines.push(...batch)
    expect(lines).toEqual(text.split(/\r?\n/))
    const ending = []
    for await (const batch of linesInWindows(inPieces('one\ntwo\n', size))) ending.push(...batch)
    expect(ending).toEqual(['one', 'two', ''])
  })
})
