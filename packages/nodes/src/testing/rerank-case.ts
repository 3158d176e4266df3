import { afterAll, beforeAll } from 'vitest'
import type { TNodeHarness } from '@unikflow/engine/testing'
import { startFakeRerankApis, type FakeRerankApis } from '@unikflow/testkit'
import { handbookStore } from './handbook-store'

type TRerankedDoc = { pageContent: string; metadata: Record<string, unknown> }

/** testkit's rerank API doubles (Cohere, Voyage, Jina, Azure) for the tests of one file. */
export function useRerankApis(): { readonly url: string; readonly calls: FakeRerankApis['calls'] } {
  let apis: FakeRerankApis | undefined
  beforeAll(async () => {
    apis = await startFakeRerankApis()
  })
  afterAll(() => apis?.close())
  const started = (): FakeRerankApis => {
    if (!apis) throw new Error('the rerank doubles start in beforeAll')
    return apis
  }
  return {
    get url() {
      return started().url
    },
    get calls() {
      return started().calls
    },
  }
}

/** Supplies a rerank retriever over the handbook store (four documents) and asks it `question`. */
export async function rerankHandbook(
  harness: TNodeHarness,
  node: string,
  options: { credential: Record<string, string>; inputs: Record<string, unknown>; question: string },
): Promise<TRerankedDoc[]> {
  const baseRetriever = await handbookStore(harness, 'retriever', 4)
  return (await harness.supply(node, {
    credential: options.credential,
    inputs: { baseRetriever, ...options.inputs },
    output: 'document',
    question: options.question,
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  })) as TRerankedDoc[]
}
