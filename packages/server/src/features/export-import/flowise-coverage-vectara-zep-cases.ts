import { expect } from 'vitest'
import { chatBodies, type CoverageCase } from './flowise-coverage-case'

/**
 * vectara-zep-astra-stores.json: Zep, Zep Cloud, Astra DB and Meilisearch under a Retrieval QA Chain,
 * Vectara under its own QA chain, MongoDB Atlas (at testkit's MongoDB double) and Couchbase, which cannot
 * run here (its run error says what it needs).
 */
export const VECTARA_ZEP_CASES: CoverageCase[] = [
  {
    file: 'vectara-zep-astra-stores.json',
    async run({ d, ask }) {
      d.fake.queue({ content: 'Zep: bark.' }, { content: 'Cloud: bark.' }, { content: 'Astra: bark.' })
      d.fake.queue({ content: 'Meili: purr.' })
      const zep = await ask('Dogs bark.', { flow: 'Zep QA' })
      expect(zep.text).toBe('Zep: bark.')
      expect(zep.sourceDocuments?.[0]).toMatchObject({ pageContent: 'Dogs bark.' })
      const cloud = await ask('Dogs bark.', { flow: 'Zep Cloud QA' })
      expect(cloud.text).toBe('Cloud: bark.')
      expect(d.zep.calls.some((c) => c.url.startsWith('/api/v2/collections/petscloud'))).toBe(true)
      const astra = await ask('Dogs bark.', { flow: 'Astra QA' })
      expect(astra.text).toBe('Astra: bark.')
      expect(astra.sourceDocuments?.[0]).toMatchObject({ pageContent: 'Dogs bark.' })
      const meili = await ask('Cats purr.', { flow: 'Meilisearch QA' })
      expect(meili.text).toBe('Meili: purr.')
      expect(chatBodies(d).at(-1)).toContain('Cats purr.')

      const vectara = await ask('What do dogs do?', { flow: 'Vectara QA' })
      expect(vectara.text).toContain('Dogs bark.')
      expect(d.vectara.calls.some((c) => c.url === '/v1/core/index')).toBe(true)

      await expect(ask('Dogs bark.', { flow: 'Couchbase QA' })).rejects.toThrow(/native Couchbase SDK/)
      d.fake.queue({ content: 'Mongo: bark.' })
      const mongo = await ask('Dogs bark.', { flow: 'MongoDB Atlas QA' })
      expect(mongo.text).toBe('Mongo: bark.')
      expect(mongo.sourceDocuments?.[0]).toMatchObject({
        pageContent: 'Dogs bark.',
        metadata: { source: 'pets' },
      })
      expect(
        d.mongo.collections
          .get('pets.docs')
          ?.map((doc) => doc.text)
          .sort(),
      ).toEqual(['Cats purr.', 'Dogs bark.'])
      expect(d.mongo.calls.some((c) => c.name === 'aggregate' && c.command.pipeline[0].$vectorSearch)).toBe(
        true,
      )
    },
  },
]
