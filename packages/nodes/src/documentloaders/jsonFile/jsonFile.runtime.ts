import { defineRuntime } from '../../runtime'
import { decodeFileInput, finishDocuments } from '../../shared/documents'
import { getBoolean, getString, NodeInputError } from '../../shared/read-inputs'
import { jsonFile } from './jsonFile.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** Every string value under the keys named (any depth), or every string value when none are. */
function collectStrings(value: unknown, keys: ReadonlySet<string>, under: boolean, out: string[]): void {
  if (typeof value === 'string') {
    if (under && value.trim()) out.push(value)
  } else if (Array.isArray(value)) for (const v of value) collectStrings(v, keys, under, out)
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) collectStrings(v, keys, under || keys.has(k), out)
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v)

/** An object as `key: value` lines; nested keys dotted (`owner.name`), arrays and lists as JSON. */
function keyValueLines(item: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(item).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key
    if (isObject(value)) return keyValueLines(value, name)
    return [`${name}: ${Array.isArray(value) ? JSON.stringify(value) : String(value)}`]
  })
}

/** The objects of a file read one document each: the items of a top-level array, or the one object. */
function objectTexts(parsed: unknown): string[] {
  const items = Array.isArray(parsed) ? parsed : [parsed]
  return items.filter(isObject).map((item) => keyValueLines(item).join('\n'))
}

/** One document per text value (LangChain's JSONLoader), or per object when `separateByObject` is on. */
export default defineRuntime(jsonFile, {
  kind: 'supply',
  async supply(ctx) {
    const { Document } = await langchainCoreDocuments()
    const keys = new Set(
      getString(ctx, 'pointersName')
        .split(',')
        .map((k) => k.trim().replace(/^\//, ''))
        .filter(Boolean),
    )
    const docs: InstanceType<typeof Document>[] = []
    for (const file of decodeFileInput(getString(ctx, 'jsonFile'))) {
      let parsed: unknown
      try {
        parsed = JSON.parse(file.data.toString('utf8'))
      } catch (e) {
        throw new NodeInputError(`${file.name} is not valid JSON: ${e instanceof Error ? e.message : ''}`)
      }
      const texts: string[] = []
      if (getBoolean(ctx, 'separateByObject')) texts.push(...objectTexts(parsed))
      else collectStrings(parsed, keys, keys.size === 0, texts)
      texts.forEach((pageContent, i) =>
        docs.push(new Document({ pageContent, metadata: { source: file.name, line: i + 1 } })),
      )
    }
    return finishDocuments(ctx, docs)
  },
})
