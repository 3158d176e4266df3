import { Kysely, SqliteDialect } from 'kysely'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { StripNulPlugin } from './strip-nul.plugin'

interface Notes {
  notes: { id: number; body: string; blob: Buffer | null }
}

describe('StripNulPlugin', () => {
  const db = new Kysely<Notes>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) })
  const plugin = new StripNulPlugin()
  const nodeOf = (body: string) =>
    db
      .insertInto('notes')
      .values({ id: 1, body, blob: Buffer.from([0, 1]) })
      .toOperationNode()
  const transform = (node: ReturnType<typeof nodeOf>) =>
    plugin.transformQuery({ node, queryId: { queryId: 'q' } })

  it('passes a query without NUL on as it is (not rebuilt), binary values included', () => {
    const node = nodeOf('plain text')
    expect(transform(node)).toBe(node)
  })

  it('strips NUL characters from the strings a query sends', () => {
    const stripped = transform(nodeOf('a\u0000b'))
    const compiled = db.getExecutor().compileQuery(stripped, { queryId: 'q' })
    expect(compiled.parameters).toEqual([1, 'ab', Buffer.from([0, 1])])
  })
})
