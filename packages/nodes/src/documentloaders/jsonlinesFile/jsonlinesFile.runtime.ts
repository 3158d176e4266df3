import { defineRuntime } from '../../runtime'
import { decodeFileInput, finishDocuments } from '../../shared/documents'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { jsonlinesFile } from './jsonlinesFile.node.js'

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
    const { Document } = await import('@langchain/core/documents')
    const pointer = getString(ctx, 'pointerName').trim()
    if (!pointer) throw new NodeInputError('Pointer Extraction: name the field of each line to read')
    const docs: InstanceType<typeof Document>[] = []
    for (const file of decodeFileInput(getString(ctx, 'jsonlinesFile'))) {
      const lines = file.data.toString('utf8').split(/\r?\n/)
      lines.forEach((line, i) => {
        if (!line.trim()) return
        let parsed: unknown
        try {
          parsed = JSON.parse(line)
        } catch {
          throw new NodeInputError(`${file.name}, line ${i + 1}: not valid JSON`)
        }
        const text = asText(atPointer(parsed, pointer)).trim()
        if (text) docs.push(new Document({ pageContent: text, metadata: { source: file.name, line: i + 1 } }))
      })
    }
    return finishDocuments(ctx, docs)
  },
})
