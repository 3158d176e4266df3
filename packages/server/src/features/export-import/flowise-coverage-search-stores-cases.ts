import { expect } from 'vitest'
import { chatBodies, type CoverageCase } from './flowise-coverage-case'

/**
 * search-stores-record-managers.json: Elasticsearch (through the Postgres Record Manager) and OpenSearch
 * answering a Vector DB QA Chain, Redis and Upstash (through the MySQL Record Manager) a Retrieval QA Chain.
 */
export const SEARCH_STORE_CASES: CoverageCase[] = [
  {
    file: 'search-stores-record-managers.json',
    async run({ d, ask }) {
      d.fake.queue({ content: 'They bark.' }, { content: 'Barking.' }, { content: 'Woof.' })
      const es = await ask('Dogs bark.', { flow: 'Elasticsearch QA with Postgres records' })
      expect(es.text).toBe('They bark.')
      expect(
        [...(d.elasticsearch.indexes.get('pets')?.docs.values() ?? [])].map((x) => x.source.text),
      ).toEqual(['Cats purr.', 'Dogs bark.'])
      // The Postgres Record Manager (the PGlite double) recorded both chunks.
      const { rows } = await d.pgvector.db.query<{ n: number }>('select count(*)::int as n from es_records')
      expect(rows[0]?.n).toBe(2)
      expect(chatBodies(d).at(-1)).toContain('Dogs bark.')

      const os = await ask('Cats purr.', { flow: 'OpenSearch QA' })
      expect(os.text).toBe('Barking.')
      expect(d.opensearch.indexes.get('pets')?.docs.size).toBe(2)
      expect(chatBodies(d).at(-1)).toContain('Cats purr.')

      const redis = await ask('Dogs bark.', { flow: 'Redis QA' })
      expect(redis.text).toBe('Woof.')
      expect(redis.sourceDocuments?.[0]).toMatchObject({
        pageContent: 'Dogs bark.',
        metadata: { source: 'pets' },
      })
      expect(d.redisearch.commands.some((c) => c.startsWith('FT.SEARCH pets'))).toBe(true)

      // The MySQL Record Manager needs the machine's MariaDB; its records outlive a run, so the
      // chunks may be skipped as written before: the search still goes to Upstash.
      if (!process.env.TEST_MYSQL_URL) return
      d.fake.queue({ content: 'Purring.' })
      const up = await ask('Cats purr.', { flow: 'Upstash QA with MySQL records' })
      expect(up.text).toBe('Purring.')
      expect(d.upstash.calls.some((c) => c.url === '/query')).toBe(true)
    },
  },
]
