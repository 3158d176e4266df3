import { runFlow } from '@unikflow/engine'
import { buildFlow, type TNodeHarness, type TNodeSpec } from '@unikflow/engine/testing'
import type { JsonCall } from '@unikflow/testkit'
import { isSearchable, type TStoreDoc } from './vector-doubles'

export const THREE_DOCS = [
  { text: 'Refunds are paid within 14 days.', metadata: { topic: 'refunds', lang: 'en' } },
  { text: 'Shipping to Europe takes a week.', metadata: { topic: 'shipping', lang: 'en' } },
  { text: 'Les remboursements prennent 14 jours.', metadata: { topic: 'refunds', lang: 'fr' } },
]

/** Three Plain Text documents (two topics, two languages) → the store ← Local Hash Embeddings, run up to the store. */
type TOverrides = Pick<Parameters<typeof runFlow>[0], 'overrideConfig' | 'allowedOverrides'>

async function storeThreeDocs(
  harness: TNodeHarness,
  name: string,
  inputs: Record<string, unknown>,
  credential: string,
  overrides: TOverrides = {},
) {
  const loaders: TNodeSpec[] = THREE_DOCS.map((d, i) => ({
    id: `t${i}`,
    name: 'plainText',
    output: 'document',
    inputs: { text: d.text, metadata: JSON.stringify(d.metadata) },
  }))
  const result = await runFlow({
    chatId: 'c',
    flowId: 'f',
    flowData: buildFlow([
      ...loaders,
      { id: 'e', name: 'localHashEmbeddings', inputs: { dimensions: 32 } },
      {
        id: 'v',
        name,
        credential,
        output: 'vectorStore',
        inputs: {
          ...inputs,
          document: loaders.map((l) => `{{${l.id}.data.instance}}`),
          embeddings: '{{e.data.instance}}',
        },
      },
    ]),
    question: '',
    stopNodeId: 'v',
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
    ...overrides,
  })
  if (!isSearchable(result.instance)) throw new Error(`${name} supplied no vector store`)
  return result.instance
}

/** The texts the store finds for the shipping document, sorted (a filter decides which come back). */
export const texts = async (s: { similaritySearch(q: string, k: number): Promise<TStoreDoc[]> }) =>
  (await s.similaritySearch('Shipping to Europe takes a week.', 3)).map((d) => d.pageContent).sort()
/** The JSON body of the last call to a path, as a plain object. */
export const lastBody = (calls: readonly JsonCall[], path: RegExp): Record<string, unknown> => {
  const body = calls.filter((c) => path.test(c.url)).at(-1)?.body
  return typeof body === 'object' && body !== null ? { ...body } : {}
}

/** `storeThreeDocs` of one test file's harness: `store(name, inputs, credential, overrides?)`. */
export const threeDocsStoreOf =
  (harness: TNodeHarness) =>
  (name: string, inputs: Record<string, unknown>, credential: string, overrides?: TOverrides) =>
    storeThreeDocs(harness, name, inputs, credential, overrides)
