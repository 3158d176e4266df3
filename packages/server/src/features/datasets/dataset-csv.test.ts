import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../errors/app-error'
import { rowsFromCsv, rowsToCsv } from './dataset-csv'

const row = (input: string, output: string) => ({
  id: '',
  datasetId: '',
  sequenceNo: 0,
  updatedDate: '',
  input,
  output,
  history: [],
  variables: {},
})

describe('dataset CSV', () => {
  it("imports Flowise's two-column Input/Output file as is, from a data URL with a byte-order mark", () => {
    const text = '\uFEFFWhat is 2+2?,4\r\n"Say ""hi""","hi, there"\r\n'
    const dataUrl = `data:text/csv;base64,${Buffer.from(text).toString('base64')}`
    expect(rowsFromCsv(dataUrl, false)).toEqual([
      { input: 'What is 2+2?', output: '4', history: [], variables: {} },
      { input: 'Say "hi"', output: 'hi, there', history: [], variables: {} },
    ])
  })

  it('reads back what it exported, formula guards and line breaks included', () => {
    const rows = [row('=SUM(A1)', 'x,y'), row('-3', 'multi\r\nline')]
    expect(rowsFromCsv(rowsToCsv(rows), true).map((r) => [r.input, r.output])).toEqual([
      ['=SUM(A1)', 'x,y'],
      ['-3', 'multi\r\nline'],
    ])
  })

  it('refuses a file whose quote never closes, with what went wrong', () => {
    expect(() => rowsFromCsv('Input,Output\n"open,x', true)).toThrow(ValidationError)
    expect(() => rowsFromCsv('Input,Output\n"open,x', true)).toThrow(/CSV file cannot be read/)
  })
})
