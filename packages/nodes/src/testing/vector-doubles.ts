import { afterAll, beforeAll } from 'vitest'
import { startFakeChroma, startFakeQdrant, type FakeChroma, type FakeQdrant } from '@unikflow/testkit'

export type TStoreDoc = { pageContent: string; metadata: Record<string, unknown> }

/** What the tests use of the LangChain vector store a node supplied. */
export type TSearchable = {
  similaritySearch(query: string, k: number): Promise<TStoreDoc[]>
  similaritySearchWithScore(query: string, k: number): Promise<[TStoreDoc, number][]>
}

export function isSearchable(v: unknown): v is TSearchable {
  return typeof v === 'object' && v !== null && 'similaritySearch' in v && 'similaritySearchWithScore' in v
}

type TVectorDoubles = { qdrant: FakeQdrant; chroma: FakeChroma }

/**
 * The Qdrant and Chroma doubles of one test file: started before its tests, closed after them. Read their
 * fields inside tests (they exist once `beforeAll` has run).
 */
export function useVectorDoubles(): Readonly<TVectorDoubles> {
  let started: TVectorDoubles | undefined
  const get = () => {
    if (!started) throw new Error('the vector doubles start in beforeAll')
    return started
  }
  beforeAll(async () => {
    const [qdrant, chroma] = await Promise.all([startFakeQdrant(), startFakeChroma()])
    started = { qdrant, chroma }
  })
  afterAll(async () => {
    const { qdrant, chroma } = get()
    await Promise.all([qdrant.close(), chroma.close()])
  })
  return {
    get qdrant() {
      return get().qdrant
    },
    get chroma() {
      return get().chroma
    },
  }
}
