import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { CoverageCase, CoverageRun } from './flowise-coverage-case'

const lastChatBody = (d: CoverageRun['d']) =>
  JSON.stringify(d.fake.calls.filter((c) => c.path.endsWith('/chat/completions')).at(-1)?.body)

/** Two questions in one chat: the second model call carries the first exchange, kept by the agent memory. */
async function remembers({ d, ask }: CoverageRun, flow: string): Promise<string> {
  const chatId = `${flow}-${randomUUID()}`
  d.fake.queue({ content: `Nice to meet you, Ada (${flow}).` })
  expect((await ask('My name is Ada.', { flow, chatId })).text).toBe(`Nice to meet you, Ada (${flow}).`)
  d.fake.queue({ content: 'You are Ada.' })
  expect((await ask('What is my name?', { flow, chatId })).text).toBe('You are Ada.')
  const body = lastChatBody(d)
  expect(body).toContain('My name is Ada.')
  expect(body).toContain(`Nice to meet you, Ada (${flow}).`)
  return chatId
}

const route = (next: string, instructions: string) => ({
  toolCalls: [{ name: 'route', arguments: { reasoning: '', next, instructions } }],
})

export const AGENTS_MEMORY_CASES: CoverageCase[] = [
  {
    file: 'sequential-agent-memories.json',
    async run(r) {
      const { d, ask } = r
      // Execute Flow asks the file's chatflow (an LLM Chain) and hands its answer to the End node.
      d.fake.queue({ content: 'Tea: a drink brewed from leaves.' })
      const executed = await ask('What is tea?', { flow: 'Coverage Execute Flow', chatId: randomUUID() })
      expect(executed.text).toBe('Tea: a drink brewed from leaves.')
      expect(lastChatBody(d)).toContain('Define for a glossary: What is tea?')

      // The supervisor routes to its worker; the worker's words are the team's answer.
      d.fake.queue(
        route('researcher', 'Find what oolong is'),
        { content: 'Oolong is a partly oxidised tea.' },
        route('FINISH', 'done'),
      )
      const team = await ask('What is oolong?', { flow: 'Coverage Supervisor Team', chatId: randomUUID() })
      expect(team.text).toBe('Oolong is a partly oxidised tea.')
      expect(lastChatBody(d)).toContain('Oolong is a partly oxidised tea.')

      await remembers(r, 'Coverage SQLite Agent Memory')
      // Flowise's older Agent Memory (deprecating): its database inputs are kept, threads stay in ours.
      await remembers(r, 'Coverage Agent Memory')
      const pgChat = await remembers(r, 'Coverage Postgres Agent Memory')
      // The thread is in the Postgres Agent Memory's own database (the PGlite double), not the server's store.
      const rows = await d.pgvector.db.query<{ thread_id: string }>(
        'SELECT thread_id FROM agent_memory_threads',
      )
      expect(rows.rows.map((row) => row.thread_id).filter((id) => id.endsWith(pgChat))).toHaveLength(1)
      if (!process.env.TEST_MYSQL_URL)
        return r.skip('TEST_MYSQL_URL is not set: no MariaDB for the MySQL Agent Memory')
      await remembers(r, 'Coverage MySQL Agent Memory')
    },
  },
]
