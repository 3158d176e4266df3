import { expect } from 'vitest'
import type { CoverageCase } from './flowise-coverage-case'

/**
 * kendra-vectara-upload-docstore.json: AWS Kendra (documents written to the index, then retrieved),
 * Vectara Upload (its corpus searched) and the unik's Document Store as a vector store, each
 * under a Retrieval QA Chain.
 */
export const KENDRA_DOCSTORE_CASES: CoverageCase[] = [
  {
    file: 'kendra-vectara-upload-docstore.json',
    async run({ d, ask, storeVectors }) {
      d.fake.queue({ content: 'Kendra: bark.' }, { content: 'Parrots do.' })
      const kendra = await ask('Dogs bark.', { flow: 'Kendra QA' })
      expect(kendra.text).toBe('Kendra: bark.')
      expect(kendra.sourceDocuments?.map((s) => s.pageContent)).toContain('Dogs bark.')
      // A prediction searches the corpus (its file is uploaded by an upsert, as in Flowise).
      const queries = () => d.vectara.calls.filter((c) => c.url === '/v1/query').length
      const before = queries()
      const upload = await ask('Who talks back?', { flow: 'Vectara Upload QA' })
      expect(upload.text).toBe('Parrots do.')
      expect(queries()).toBe(before + 1)
      // On a PostgreSQL without pgvector the unik's document store holds no vectors to search.
      if (!storeVectors) return
      d.fake.queue({ content: 'Within 14 days.' })
      const store = await ask('How fast are refunds?', { flow: 'Document Store QA' })
      expect(store.text).toBe('Within 14 days.')
      expect(store.sourceDocuments?.[0]?.pageContent).toContain('Refunds are paid within 14 days.')
    },
  },
]
