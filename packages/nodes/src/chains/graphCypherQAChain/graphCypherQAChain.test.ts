import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runFlow } from '@unikflow/engine'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { NEO4J_PASSWORD, NEO4J_USER, startFakeNeo4j } from '@unikflow/testkit'
import { cypherRefusal } from './cypher-statement'

const harness = useNodeHarness()
let neo4j: Awaited<ReturnType<typeof startFakeNeo4j>>
beforeAll(async () => {
  neo4j = await startFakeNeo4j()
})
afterAll(() => neo4j.close())

const chat = () => harness.openai.calls.filter((c) => c.path.endsWith('/chat/completions'))
const promptOf = (i: number) => JSON.stringify(chat().at(i)?.body)

const ask = (inputs: Record<string, unknown> = {}) =>
  runFlow({
    chatId: 'c',
    flowId: 'f',
    question: 'Which films did Bob act in?',
    flowData: buildFlow([
      { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
      { id: 'g', name: 'Neo4j', credential: 'cred-neo4j' },
      {
        id: 'q',
        name: 'graphCypherQAChain',
        inputs: { model: '{{m.data.instance}}', graph: '{{g.data.instance}}', ...inputs },
      },
    ]),
    // The Neo4j double is on loopback: the operator allows it.
    services: harness.services({
      credentials: { 'cred-neo4j': { url: neo4j.url, username: NEO4J_USER, password: NEO4J_PASSWORD } },
      allowPrivateHosts: ['127.0.0.1'],
    }),
  })

const BOB_FILMS = "```cypher\nMATCH (p:Person {name: 'Bob'})-[:ACTED_IN]->(m:Movie) RETURN m.title\n```"

describe('Graph Cypher QA Chain on a Neo4j double', () => {
  it('has the model write Cypher from the schema, runs it and answers from the rows', async () => {
    harness.openai.queue({ content: BOB_FILMS })
    harness.openai.queue({ content: 'Bob acted in Heat.' })
    const result = await ask()
    expect(result.text).toBe('Bob acted in Heat.')
    expect(promptOf(-2)).toContain('(:Person)-[:ACTED_IN]->(:Movie)')
    expect(promptOf(-2)).toContain('Question: Which films did Bob act in?')
    expect(promptOf(-1)).toContain('[{\\"m.title\\":\\"Heat\\"}]')
    expect(neo4j.calls.at(-1)?.statements).toEqual([
      "MATCH (p:Person {name: 'Bob'})-[:ACTED_IN]->(m:Movie) RETURN m.title",
    ])
  })

  it("passes its answer on to the next node from its Output Prediction output (Flowise's second output)", async () => {
    harness.openai.queue({ content: BOB_FILMS }, { content: 'Heat.' })
    const result = await runFlow({
      chatId: 'c',
      flowId: 'f',
      question: 'Which films did Bob act in?',
      flowData: buildFlow([
        { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
        { id: 'g', name: 'Neo4j', credential: 'cred-neo4j' },
        {
          id: 'q',
          name: 'graphCypherQAChain',
          output: 'outputPrediction',
          inputs: { model: '{{m.data.instance}}', graph: '{{g.data.instance}}' },
        },
        {
          id: 'f',
          name: 'customFunction',
          inputs: {
            functionInputVariables: { films: '{{q.data.instance}}' },
            javascriptFunction: 'return "Films: " + $films',
          },
        },
      ]),
      services: harness.services({
        credentials: { 'cred-neo4j': { url: neo4j.url, username: NEO4J_USER, password: NEO4J_PASSWORD } },
        allowPrivateHosts: ['127.0.0.1'],
      }),
    })
    expect(result.text).toBe('Films: Heat.')
  })

  it('answers with the rows themselves when Return Direct is on', async () => {
    harness.openai.queue({ content: BOB_FILMS })
    const before = chat().length
    const result = await ask({ returnDirect: true })
    expect(result.text).toBe('[{"m.title":"Heat"}]')
    expect(chat().length).toBe(before + 1)
  })

  it('does not run a query that writes to the graph, and tells the model so', async () => {
    harness.openai.queue({ content: 'MATCH (p:Person) DETACH DELETE p' })
    harness.openai.queue({ content: 'I cannot do that.' })
    const sent = neo4j.calls.length
    await ask()
    expect(neo4j.calls.slice(sent).flatMap((c) => c.statements)).not.toContain(
      'MATCH (p:Person) DETACH DELETE p',
    )
    expect(promptOf(-1)).toContain('Not run: The graph is read-only')
    expect(cypherRefusal("MATCH (m:Movie {title: 'Set Up'}) RETURN m.title")).toBeUndefined()
  })
})
