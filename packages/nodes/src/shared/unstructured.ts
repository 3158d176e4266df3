import type { Document } from '@langchain/core/documents'
import { isRecord } from '@unikflow/graph'
import type { TNodeContext } from '../context'
import { lazyImport } from './lazy-import'
import { BODY_LIMITS, readBodyText } from './read-body'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** The Unstructured API's default address (its self-hosted container's). */
export const UNSTRUCTURED_DEFAULT_URL = 'http://localhost:8000/general/v0/general'

/**
 * A file partitioned by the Unstructured API (`POST /general/v0/general`, multipart `files`, through the outbound
 * guard): one document per element, its text with the element's type and metadata.
 */
export async function partitionWithUnstructured(
  ctx: Pick<TNodeContext, 'fetch' | 'signal'>,
  api: { readonly url: string; readonly apiKey?: string; readonly fields?: Readonly<Record<string, string>> },
  file: { readonly name: string; readonly bytes: Uint8Array },
): Promise<Document[]> {
  const form = new FormData()
  form.append('files', new Blob([Buffer.from(file.bytes)]), file.name)
  for (const [name, value] of Object.entries(api.fields ?? {})) if (value) form.append(name, value)
  const res = await ctx.fetch(api.url || UNSTRUCTURED_DEFAULT_URL, {
    method: 'POST',
    headers: { accept: 'application/json', ...(api.apiKey ? { 'unstructured-api-key': api.apiKey } : {}) },
    body: form,
    signal: ctx.signal,
  })
  const text = await readBodyText(res, {
    maxBytes: BODY_LIMITS.document,
    beyond: 'fail',
    what: 'the Unstructured API',
  })
  if (!res.ok) throw new Error(`The Unstructured API answered HTTP ${res.status}: ${text.slice(0, 300)}`)
  const elements: unknown = JSON.parse(text)
  if (!Array.isArray(elements)) throw new Error('The Unstructured API did not answer a list of elements')
  const { Document } = await langchainCoreDocuments()
  return elements.flatMap((element) =>
    isRecord(element) && typeof element.text === 'string' && element.text.trim()
      ? [
          new Document({
            pageContent: element.text,
            metadata: {
              ...(isRecord(element.metadata) ? element.metadata : {}),
              category: typeof element.type === 'string' ? element.type : 'Text',
              source: file.name,
            },
          }),
        ]
      : [],
  )
}
