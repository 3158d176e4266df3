import type { TNodeContext } from '../../context'
import type { TNodeModule } from '../../runtime'

type TLoader = { readonly input: string; readonly load: () => Promise<{ default: TNodeModule }> }

const pdf: TLoader = { input: 'pdfFile', load: () => import('../pdfFile/pdfFile.runtime') }
const docx: TLoader = { input: 'docxFile', load: () => import('../docxFile/docxFile.runtime') }
const xlsx: TLoader = { input: 'excelFile', load: () => import('../microsoftExcel/microsoftExcel.runtime') }
const text: TLoader = { input: 'txtFile', load: () => import('../textFile/textFile.runtime') }

/** The loader node reading each extension; any other file is read as text. */
const BY_EXTENSION: Readonly<Record<string, TLoader>> = {
  pdf,
  docx,
  doc: docx,
  xlsx,
  xlsm: xlsx,
  xls: xlsx,
  pptx: { input: 'powerpointFile', load: () => import('../microsoftPowerpoint/microsoftPowerpoint.runtime') },
  epub: { input: 'epubFile', load: () => import('../epubFile/epubFile.runtime') },
  csv: { input: 'csvFile', load: () => import('../csvFile/csvFile.runtime') },
  json: { input: 'jsonFile', load: () => import('../jsonFile/jsonFile.runtime') },
  jsonl: { input: 'jsonlinesFile', load: () => import('../jsonlinesFile/jsonlinesFile.runtime') },
}

/** The documents `loader` makes of one file, with this node's splitter, metadata and other inputs. */
async function loadWith(ctx: TNodeContext, loader: TLoader, file: { name: string; base64: string }) {
  const { runtime } = (await loader.load()).default
  const inputs = {
    ...ctx.inputs,
    [loader.input]: `data:application/octet-stream;base64,${file.base64},filename:${file.name}`,
  }
  // The same context, reading only this file: no chat uploads, no document store stream, documents out.
  const view: TNodeContext = Object.create(ctx, {
    inputs: { value: inputs },
    uploads: { value: [] },
    documentStream: { value: undefined },
    output: { value: 'document' },
  })
  const docs: unknown = await runtime.supply?.(view)
  return Array.isArray(docs) ? docs : []
}

/** The documents of one file, read by the loader of its extension (text for any other), with `ctx`'s inputs. */
export function loadFileByExtension(ctx: TNodeContext, file: { name: string; base64: string }) {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? ''
  return loadWith(ctx, BY_EXTENSION[extension] ?? text, file)
}
