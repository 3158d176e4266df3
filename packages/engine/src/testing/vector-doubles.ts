import { afterAll, beforeAll } from 'vitest'
import {
  startFakeChroma,
  startFakeOpenAI,
  startFakeQdrant,
  type FakeChroma,
  type FakeOpenAI,
  type FakeQdrant,
} from '@unikflow/testkit'

export type TStoreDoc = { pageContent: string; metadata: Record<string, unknown> }

/** What the tests use of the LangChain vector store a node supplied. */
export type TSearchable = {
  similaritySearch(query: string, k: number): Promise<TStoreDoc[]>
  similaritySearchWithScore(query: string, k: number): Promise<[TStoreDoc, number][]>
}

export function isSearchable(v: unknown): v is TSearchable {
  return typeof v === 'object' && v !== null && 'similaritySearch' in v && 'similaritySearchWithScore' in v
}

type TVectorDoubles = { fake: FakeOpenAI; qdrant: FakeQdrant; chroma: FakeChroma }

/**
 * The fake model (embeddings) and the Qdrant and Chroma doubles of one test file: started before its tests,
 * closed after them. Read their fields inside tests (they exist once `beforeAll` has run).
 */
export function useVectorDoubles(): Readonly<TVectorDoubles> {
  let started: TVectorDoubles | undefined
  const get = () => {
    if (!started) throw new Error('the vector doubles start in beforeAll')
    return started
  }
  beforeAll(async () => {
    const [fake, qdrant, chroma] = await Promise.all([
      startFakeOpenAI(),
      startFakeQdrant(),
      startFakeChroma(),
    ])
    started = { fake, qdrant, chroma }
  })
  afterAll(async () => {
    const { fake, qdrant, chroma } = get()
    await Promise.all([fake.close(), qdrant.close(), chroma.close()])
  })
  return {
    get fake() {
      return get().fake
    },
    get qdrant() {
      return get().qdrant
    },
    get chroma() {
      return get().chroma
    },
  }
}
