import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { NEO4J_PASSWORD, NEO4J_USER, startFakeNeo4j } from '@unikflow/testkit'
import { httpBaseOf, Neo4jGraphHandle } from './neo4j-graph'

const harness = useNodeHarness()
let neo4j: Awaited<ReturnType<typeof startFakeNeo4j>>
beforeAll(async () => {
  neo4j = await startFakeNeo4j()
})
afterAll(() => neo4j.close())

// The Neo4j double is on loopback: the operator allows it.
const graph = async (password = NEO4J_PASSWORD) => {
  const handle = await harness.supply('Neo4j', {
    credential: 'cred-neo4j',
    inputs: { database: 'movies' },
    services: harness.services({
      credentials: { 'cred-neo4j': { url: neo4j.url, username: NEO4J_USER, password } },
      allowPrivateHosts: ['127.0.0.1'],
    }),
  })
  if (!(handle instanceof Neo4jGraphHandle)) throw new Error('not a graph handle')
  return handle
}

describe('Neo4j graph against a Neo4j HTTP API double', () => {
  it('runs Cypher on the database chosen, with the credential’s user, and gives rows as objects', async () => {
    const rows = await (
      await graph()
    ).query("MATCH (p:Person {name: 'Bob'})-[:ACTED_IN]->(m:Movie) RETURN m.title")
    expect(rows).toEqual([{ 'm.title': 'Heat' }])
    expect(neo4j.calls.at(-1)?.path).toBe('/db/movies/tx/commit')
  })

  it('describes labels, properties and relationships as the schema', async () => {
    const schema = await (await graph()).schema()
    expect(schema).toContain('Person {name: String}')
    expect(schema).toContain('Movie {title: String, released: Long}')
    expect(schema).toContain('(:Person)-[:ACTED_IN]->(:Movie)')
  })

  it('fails with Neo4j’s error for a wrong password or a statement it refuses', async () => {
    await expect((await graph('wrong')).query('RETURN 1')).rejects.toThrow(/Unauthorized/)
    await expect((await graph()).query('RETURN 1')).rejects.toThrow(/SyntaxError/)
    expect(() => new URL(httpBaseOf('neo4j+s://db.example.com'))).not.toThrow()
    expect(httpBaseOf('bolt://db.example.com:7687')).toBe('http://db.example.com:7474')
  })
})
