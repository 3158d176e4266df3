import { defineRuntime } from '../../runtime'
import { base64TextPieces, finishDocuments, linesInWindows, readFileInput } from '../../shared/documents'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { jsonlinesFile } from './jsonlinesFile.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** The value at a JSON pointer (`/a/b/0`, RFC 6901) or at a plain key name. */
export function atPointer(value: unknown, pointer: string): unknown {
  const parts = pointer.startsWith('/')
    ? pointer
        .slice(1)
        .split('/')
        .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
    : [pointer]
  let at = value
  for (const part of parts) {
    if (at === null || typeof at !== 'object') return undefined
    at = Reflect.get(at, Array.isArray(at) ? Number(part) : part)
  }
  return at
}

const asText = (v: unknown) =>
  typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v)

/** One document per line (LangChain's JSONLinesLoader): the pointed field of each JSON object. */
export default defineRuntime(jsonlinesFile, {
  kind: 'supply',
  async supply(ctx) {
    const { Document } = await langchainCoreDocuments()
    const pointer = getString(ctx, 'pointerName').trim()
    if (!pointer) throw new NodeInputError('Pointer Extraction: name the field of each line to read')
    const docs: InstanceType<typeof Document>[] = []
    // A file is decoded and read a window at a time, never whole.
    for (const file of readFileInput(getString(ctx, 'jsonlinesFile'))) {
      let n = 0
      for await (const lines of linesInWindows(base64TextPieces(file.base64)))
        for (const line of lines) {
          n++
          if (!line.trim()) continue
          let parsed: unknown
          try {
            parsed = JSON.parse(line)
          } catch {
            throw new NodeInputError(`${file.name}, line ${n}: not valid JSON`)
          }
          const text = asText(atPointer(parsed, pointer)).trim()
          if (text) docs.push(new Document({ pageContent: text, metadata: { source: file.name, line: n } }))
        }
    }
    return finishDocuments(ctx, docs)
  },
})
