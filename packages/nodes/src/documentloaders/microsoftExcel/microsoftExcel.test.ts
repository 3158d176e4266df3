import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { makeZip } from '@unikflow/testkit'
import { loadDocuments } from '../../testing/load-documents'

const harness = useNodeHarness()
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const fileInput = (name: string, data: Buffer | string) =>
  `data:${XLSX};base64,${Buffer.from(data).toString('base64')},filename:${name}`

const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${text}`)
const sheet = (rows: string) =>
  xml(
    `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`,
  )

/** A workbook as Excel writes it: shared strings, an inline string, a number, a boolean and a gap (column B). */
const workbook = makeZip([
  {
    name: 'xl/workbook.xml',
    data: xml(
      '<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>' +
        '<sheet name="Prices" sheetId="1" r:id="rId1"/><sheet name="Notes" sheetId="2" r:id="rId2"/></sheets></workbook>',
    ),
  },
  {
    name: 'xl/_rels/workbook.xml.rels',
    data: xml(
      '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/>' +
        '<Relationship Id="rId2" Target="/xl/worksheets/sheet2.xml"/></Relationships>',
    ),
  },
  {
    name: 'xl/sharedStrings.xml',
    data: xml(
      '<sst><si><t>Plan</t></si><si><t>Price</t></si><si><r><t>Pro</t></r><r><t> &amp; Team</t></r></si></sst>',
    ),
  },
  {
    name: 'xl/worksheets/sheet1.xml',
    data: sheet(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c><c r="D1" t="inlineStr"><is><t>Active</t></is></c></row>' +
        '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="C2"><v>10.5</v></c><c r="D2" t="b"><v>1</v></c></row>' +
        '<row r="3"></row>',
    ),
  },
  {
    name: 'xl/worksheets/sheet2.xml',
    data: sheet(
      '<row r="1"><c r="A1" t="inlineStr"><is><t>Note</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>Call Ann</t></is></c></row>',
    ),
  },
])

describe('Microsoft Excel', () => {
  it('loads each row under its sheet’s headers, one document per row, in workbook order', async () => {
    const docs = await loadDocuments(harness, 'microsoftExcel', {
      excelFile: fileInput('prices.xlsx', workbook),
    })
    expect(docs).toEqual([
      {
        pageContent: '- Plan: Pro & Team\n- Price: 10.5\n- Active: TRUE',
        metadata: { source: 'prices.xlsx', worksheet: 'Prices', rowNum: 2 },
      },
      { pageContent: '- Note: Call Ann', metadata: { source: 'prices.xlsx', worksheet: 'Notes', rowNum: 2 } },
    ])
  })

  it('refuses a binary .xls and an archive that is not a workbook, naming the file', async () => {
    await expect(
      loadDocuments(harness, 'microsoftExcel', { excelFile: fileInput('old.xls', 'BIFF8 bytes') }),
    ).rejects.toThrow(/old\.xls.*not a valid ZIP archive/)
    const other = makeZip([{ name: 'word/document.xml', data: Buffer.from('<w/>') }])
    await expect(
      loadDocuments(harness, 'microsoftExcel', { excelFile: fileInput('doc.xlsx', other) }),
    ).rejects.toThrow(/doc\.xlsx.*not an Excel workbook/)
  })
})
