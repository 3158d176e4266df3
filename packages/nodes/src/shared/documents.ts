import type { Document } from '@langchain/core/documents'
import type { TNodeContext } from '../context'
import { getJsonObject, getOptionalInstance, getString } from './read-inputs'

/** Splits (when a splitter is connected), adds metadata, drops omitted keys, and picks the chosen output. */
export async function finishDocuments(ctx: TNodeContext, docs: Document[]): Promise<unknown> {
  const { TextSplitter } = await import('@langchain/textsplitters')
  const splitter = getOptionalInstance(ctx, 'textSplitter', TextSplitter)
  let out = splitter ? await splitter.splitDocuments(docs) : docs
  const extra = getJsonObject(ctx, 'metadata')
  const omit = getString(ctx, 'omitMetadataKeys')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
  out = out.map((d) => {
    const metadata: Record<string, unknown> = omit.includes('*') ? { ...extra } : { ...d.metadata, ...extra }
    for (const key of omit) delete metadata[key]
    d.metadata = metadata
    return d
  })
  if (ctx.output === 'text') return out.map((d) => d.pageContent).join('\n')
  return out
}

/** A file input as Flowise stores it (`data:…;base64,…,filename:name.txt`, possibly a JSON array of them). */
export function decodeFileInput(value: string): Array<{ name: string; data: Buffer }> {
  const items: string[] = value.trim().startsWith('[') ? JSON.parse(value) : [value]
  return items
    .filter((s) => typeof s === 'string' && s.startsWith('data:'))
    .map((s) => {
      const [head = '', tail = ''] = s.split(',filename:')
      const base64 = head.slice(head.indexOf(',') + 1)
      return { name: tail || 'file', data: Buffer.from(base64, 'base64') }
    })
}
