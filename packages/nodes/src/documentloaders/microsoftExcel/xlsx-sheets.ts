import { posix } from 'node:path'
import { lazyImport } from '../../shared/lazy-import'
import { NodeInputError } from '../../shared/read-inputs'

const cheerioModule = lazyImport(() => import('cheerio'))

export type TSheet = { readonly name: string; readonly rows: readonly (readonly string[])[] }

type TXml = Awaited<ReturnType<typeof loadXml>>

async function loadXml(bytes: Buffer | undefined) {
  const { load } = await cheerioModule()
  return load(bytes ? bytes.toString('utf8') : '<none/>', { xml: true })
}

/** A column's index from a cell reference: A1 → 0, AB7 → 27. */
function columnOf(ref: string): number {
  let n = 0
  for (const ch of /^[A-Z]+/.exec(ref)?.[0] ?? '') n = n * 26 + (ch.charCodeAt(0) - 64)
  return n - 1
}

/** A cell's text: shared string, inline string, boolean or the written value (numbers as Excel stores them). */
function cellText($: TXml, cell: Parameters<TXml>[0], shared: readonly string[]): string {
  const type = $(cell).attr('t')
  const value = $(cell).children('v').text()
  if (type === 's') return shared[Number(value)] ?? ''
  if (type === 'inlineStr') return $(cell).find('t').text()
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE'
  return value
}

async function sheetRows(bytes: Buffer | undefined, shared: readonly string[]): Promise<string[][]> {
  const $ = await loadXml(bytes)
  return $('sheetData > row')
    .toArray()
    .map((row) => {
      const cells: string[] = []
      $(row)
        .children('c')
        .each((i, cell) => {
          const ref = $(cell).attr('r')
          cells[ref ? columnOf(ref) : i] = cellText($, cell, shared)
        })
      return Array.from(cells, (c) => c ?? '')
    })
}

/**
 * The worksheets of an XLSX/XLSM (its unpacked files), in workbook order, as rows of cell texts; formulas
 * give their stored result. Binary workbooks (.xls, .xlsb) are not XLSX archives and are refused before.
 */
export async function xlsxSheets(name: string, files: Map<string, Buffer>): Promise<TSheet[]> {
  const workbook = files.get('xl/workbook.xml')
  if (!workbook) throw new NodeInputError(`File "${name}" is not an Excel workbook (.xlsx)`)
  const $shared = await loadXml(files.get('xl/sharedStrings.xml'))
  const shared = $shared('si')
    .toArray()
    .map((si) =>
      $shared(si)
        .find('t')
        .map((_, t) => $shared(t).text())
        .get()
        .join(''),
    )
  const $rels = await loadXml(files.get('xl/_rels/workbook.xml.rels'))
  const targets = new Map<string, string>()
  $rels('Relationship').each((_, el) => {
    const target = $rels(el).attr('Target') ?? ''
    targets.set(
      $rels(el).attr('Id') ?? '',
      target.startsWith('/') ? target.slice(1) : posix.join('xl', target),
    )
  })
  const $book = await loadXml(workbook)
  const sheets: TSheet[] = []
  for (const sheet of $book('sheets > sheet').toArray()) {
    const path = targets.get($book(sheet).attr('r:id') ?? '')
    if (path)
      sheets.push({ name: $book(sheet).attr('name') ?? '', rows: await sheetRows(files.get(path), shared) })
  }
  return sheets
}
