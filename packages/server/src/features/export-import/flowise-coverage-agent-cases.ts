import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { TPredictionResponse } from '@unikflow/graph'
import { chatBodies, tools, type CoverageCase, type CoverageRun } from './flowise-coverage-case'

/** The run's error as the prediction API answered it (the case's `ask` asserts a 200 and throws otherwise). */
async function failure(run: Promise<TPredictionResponse>): Promise<string> {
  try {
    await run
  } catch (e) {
    return e instanceof Error ? e.message : String(e)
  }
  throw new Error('the run answered; an error was expected')
}

async function eventually(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50))
}

async function llamaIndexAgents({ d, ask }: CoverageRun): Promise<void> {
  for (const [flow, path] of [
    ['Anthropic LlamaIndex agent', /\/v1\/messages$/],
    ['OpenAI LlamaIndex tool agent', /\/chat\/completions$/],
  ] as const) {
    // The agent calls the Query Engine Tool, whose engine answers from the store; then the agent answers.
    d.fake.queue(
      { toolCalls: [{ name: 'museum_hours', arguments: { input: 'opening hours' } }] },
      { content: 'It opens at ten.' },
      { content: `${flow}: at ten.` },
    )
    const a = await ask('When does the museum open?', { flow, chatId: flow })
    expect(a.text).toBe(`${flow}: at ten.`)
    expect(a.usedTools).toEqual([
      { tool: 'museum_hours', toolInput: { input: 'opening hours' }, toolOutput: 'It opens at ten.' },
    ])
    expect(a.sourceDocuments?.[0]?.pageContent).toBe('The museum opens at ten.')
    expect(d.fake.calls.at(-1)?.path).toMatch(path)
  }
}

export const AGENT_CASES: CoverageCase[] = [
  {
    file: 'conversational-agent-memories.json',
    async run({ d, ask }) {
      // Conversational Agent (its JSON actions) with a Buffer Window Memory of one turn.
      d.fake.queue(
        { content: '```json\n{"action": "calculator", "action_input": "6*7"}\n```' },
        { content: '{"action": "Final Answer", "action_input": "It is 42."}' },
      )
      const a = await ask('Six times seven?', { chatId: 'window-cov' })
      expect(a.text).toBe('It is 42.')
      expect(a.usedTools).toEqual([{ tool: 'calculator', toolInput: '6*7', toolOutput: '42' }])
      d.fake.queue({ content: '{"action": "Final Answer", "action_input": "You asked for 6*7."}' })
      expect((await ask('What did I ask?', { chatId: 'window-cov' })).text).toBe('You asked for 6*7.')
      expect(chatBodies(d).at(-1)).toContain('Six times seven?')
      // The same agent keeping its turns in Upstash (the REST API's list of the session).
      d.fake.queue({ content: 'Hello Ann.' })
      const up = await ask('I am Ann', { flow: 'Upstash conversational agent', chatId: 'up-cov' })
      expect(up.text).toBe('Hello Ann.')
      const kept = [...d.cache.lists.entries()].find(([key]) => key.endsWith(':up-cov'))?.[1] ?? []
      expect(kept.map((m) => (JSON.parse(m) as { content: string }).content)).toEqual([
        'I am Ann',
        'Hello Ann.',
      ])
      // Conversational Retrieval Tool Agent: the store's chunk in its system message; a summary memory.
      d.fake.queue({ content: 'At ten.' })
      const flow = 'Summary retrieval tool agent'
      const r = await ask('When does the museum open?', { flow, chatId: 'sum-cov' })
      expect(r.text).toBe('At ten.')
      expect(chatBodies(d).at(-1)).toContain('The museum opens at ten.')
      expect(tools(r)).toBeUndefined()
      // The follow-up: the memory's summary of the first turn, the question rephrased with it, the answer.
      d.fake.queue(
        { content: 'The human asked when the museum opens.' },
        { content: 'When does the museum open tomorrow?' },
        { content: 'Still at ten.' },
      )
      expect((await ask('And tomorrow?', { flow, chatId: 'sum-cov' })).text).toBe('Still at ten.')
      expect(chatBodies(d).at(-2)).toContain('The human asked when the museum opens.')
    },
  },
  {
    file: 'remote-chat-memories.json',
    async run({ d, ask }) {
      // Zep, Zep Cloud and Mem0 at their double: the second question's prompt holds the first turn.
      for (const flow of ['Zep memory chat', 'Zep Cloud memory chat', 'Mem0 memory chat']) {
        d.fake.queue({ content: 'Hello Ann.' }, { content: 'You are Ann.' })
        expect((await ask('I am Ann', { flow, chatId: flow })).text).toBe('Hello Ann.')
        expect((await ask('Who am I?', { flow, chatId: flow })).text).toBe('You are Ann.')
        expect(chatBodies(d).at(-1)).toContain('I am Ann')
      }
      expect(d.memories.sessions.get('zep:Zep memory chat')?.map((m) => m.content)).toContain('I am Ann')
      expect(d.memories.memories.get('ann')).toContain('User said: I am Ann')
      // MongoDB Atlas at testkit's MongoDB double: one document per session, the turns in Flowise's shape.
      const mongoChat = `mongo-${randomUUID()}`
      d.fake.queue({ content: 'Hello Bo.' }, { content: 'You are Bo.' })
      expect((await ask('I am Bo', { flow: 'MongoDB Atlas memory chat', chatId: mongoChat })).text).toBe(
        'Hello Bo.',
      )
      expect((await ask('Who am I?', { flow: 'MongoDB Atlas memory chat', chatId: mongoChat })).text).toBe(
        'You are Bo.',
      )
      expect(chatBodies(d).at(-1)).toContain('I am Bo')
      const session = d.mongo.collections.get('shop.chats')?.find((doc) => doc.sessionId === mongoChat)
      expect(session?.messages).toEqual([
        { type: 'human', data: { content: 'I am Bo', additional_kwargs: {} } },
        { type: 'ai', data: { content: 'Hello Bo.', additional_kwargs: {} } },
        { type: 'human', data: { content: 'Who am I?', additional_kwargs: {} } },
        { type: 'ai', data: { content: 'You are Bo.', additional_kwargs: {} } },
      ])
      // No double of DynamoDB here: its run says what it could not reach.
      const asked = (flow: string) => failure(ask('Hi', { flow }))
      expect(await asked('DynamoDB memory chat')).toContain('dynamodb.eu-west-1.amazonaws.com')
    },
  },
  {
    file: 'analytic-nodes-traced.json',
    async run({ d, ask }) {
      // The seven analytic nodes stand alone on the canvas; the analysis settings send the run's trace.
      const before = d.traces.received.length
      d.fake.queue({ content: 'Traced.' })
      expect((await ask('trace me')).text).toBe('Traced.')
      const services = () => new Set(d.traces.received.slice(before).map((r) => r.service))
      await eventually(() => services().size === 7)
      expect([...services()].sort()).toEqual(
        ['arize', 'langFuse', 'langSmith', 'langWatch', 'lunary', 'opik', 'phoenix'].sort(),
      )
      const langfuse = d.traces.received.find((r) => r.service === 'langFuse')
      expect(langfuse?.headers.authorization).toBe(
        `Basic ${Buffer.from('pk-lf-traces:sk-lf-traces').toString('base64')}`,
      )
    },
  },
  {
    file: 'llamaindex-agents-assistant.json',
    async run(r) {
      await llamaIndexAgents(r)
      // The assistant a Flowise export names is not one of this unik's: the run says so.
      const error = await failure(r.ask('Hi', { flow: 'OpenAI Assistant' }))
      expect(error).toContain('No OpenAI assistant asst_from_flowise in this unik')
    },
  },
  {
    file: 'utilities-openapi-cypher.json',
    async run({ d, ask }) {
      // Custom Function → Set Variable; Get Variable and the set value → If/Else Function answers.
      expect((await ask('socks')).text).toBe('We sell blue socks')
      expect((await ask('hats')).text).toBe('We do not sell blue hats')
      d.fake.queue({ toolCalls: [{ name: 'getPet', arguments: { id: 7 } }] }, { content: 'Pet 7 is Rex.' })
      expect((await ask('Tell me about pet 7', { flow: 'OpenAPI chain' })).text).toBe('Pet 7 is Rex.')
      expect(d.pets.requests.at(-1)).toMatchObject({ method: 'GET', url: '/v1/pets/7' })
      expect(d.pets.requests.at(-1)?.headers.authorization).toBe('Bearer pets-key')
      d.fake.queue(
        { content: "```cypher\nMATCH (p:Person {name: 'Bob'})-[:ACTED_IN]->(m:Movie) RETURN m.title\n```" },
        { content: 'Bob acted in Heat.' },
      )
      const a = await ask('Which films did Bob act in?', { flow: 'Cypher chain' })
      expect(a.text).toBe('Bob acted in Heat.')
      expect(chatBodies(d).at(-1)).toContain('[{\\"m.title\\":\\"Heat\\"}]')
    },
  },
]
