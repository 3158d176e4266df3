import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { postgresTarget } from '../../testing/postgres-target'
import type { ChatRequest } from '@unikflow/testkit'
import { buildFlow, useNodeHarness, type TNodeSpec } from '@unikflow/engine/testing'
import { AGENT_THREADS_TABLE } from '../../memory/postgresAgentMemory/postgres-thread-store'

// A Multi Agents team whose Supervisor takes an Agent Memory node: the team's state (the conversation the
// supervisor routes over) is kept in that database per session, so a second message of one session
// resumes it, and another session starts empty.

const harness = useNodeHarness()
const unikFilesDir = mkdtempSync(join(tmpdir(), 'supervisor-agent-memory-'))
afterAll(() => rmSync(unikFilesDir, { recursive: true, force: true }))

const team = (memory: TNodeSpec) =>
  buildFlow([
    { id: 'm', name: 'chatOpenAI', credential: 'cred-openai', inputs: { modelName: 'gpt-4o-mini' } },
    memory,
    {
      id: 'sup',
      name: 'supervisor',
      inputs: {
        model: '{{m.data.instance}}',
        supervisorName: 'Team Lead',
        agentMemory: '{{mem.data.instance}}',
      },
    },
    {
      id: 'write',
      name: 'worker',
      inputs: {
        workerName: 'Writer',
        workerPrompt: 'You write short answers.',
        supervisor: '{{sup.data.instance}}',
      },
    },
  ])

const route = (next: string) => ({
  toolCalls: [{ name: 'route', arguments: { reasoning: `${next} next`, next, instructions: 'Answer' } }],
})

/** Every text the model was sent in the chat calls after the first `from` calls. */
const sentSince = (from: number) =>
  harness.openai.calls
    .slice(from)
    .filter((c) => c.path.endsWith('/chat/completions'))
    .map((c) => JSON.stringify((c.body as ChatRequest).messages))
    .join('\n')

type TAsk = (chatId: string, question: string) => Promise<{ text: string }>

/** Two messages of session s1 (the second sees the first), then one of s2 (which sees neither). */
async function resumesPerSession(ask: TAsk) {
  harness.openai.queue(route('writer'), { content: 'Nice to meet you, Ada.' }, route('FINISH'))
  expect((await ask('s1', 'My name is Ada.')).text).toBe('Nice to meet you, Ada.')

  let from = harness.openai.calls.length
  harness.openai.queue(route('writer'), { content: 'Your name is Ada.' }, route('FINISH'))
  expect((await ask('s1', 'What is my name?')).text).toBe('Your name is Ada.')
  const resumed = sentSince(from)
  expect(resumed).toContain('My name is Ada.')
  expect(resumed).toContain('Nice to meet you, Ada.')

  from = harness.openai.calls.length
  harness.openai.queue(route('writer'), { content: 'I do not know your name.' }, route('FINISH'))
  expect((await ask('s2', 'What is my name?')).text).toBe('I do not know your name.')
  const fresh = sentSince(from)
  expect(fresh).toContain('What is my name?')
  expect(fresh).not.toContain('My name is Ada.')
  expect(fresh).not.toContain('Nice to meet you, Ada.')
}

describe('Supervisor with an Agent Memory', () => {
  it('resumes the team across two messages of one session, not across sessions (SQLite)', async () => {
    const flowData = team({
      id: 'mem',
      name: 'sqliteAgentMemory',
      inputs: { databaseFilePath: 'team.sqlite' },
    })
    const flowId = `f-${randomUUID()}`
    const services = { ...harness.services(), unikFilesDir }
    await resumesPerSession((chatId, question) =>
      harness.runFlow(flowData, { chatId, flowId, question, services }),
    )
    // The state is the memory node's (its file in the unik's folder), not the host's store.
    const db = new Database(join(unikFilesDir, 'agent-memory', 'team.sqlite'), { readonly: true })
    const rows = db.prepare('SELECT DISTINCT thread_id FROM agent_memory_threads ORDER BY thread_id').all()
    db.close()
    expect(rows).toEqual([{ thread_id: `${flowId}:s1` }, { thread_id: `${flowId}:s2` }])
  })

  const url = process.env.TEST_DATABASE_URL
  it.skipIf(!url)(
    'resumes the team across two messages of one session, not across sessions (PostgreSQL; needs TEST_DATABASE_URL)',
    async () => {
      const target = postgresTarget(url ?? '')
      const services = harness.services(target.serviceOptions)
      const flowData = team({
        id: 'mem',
        name: 'postgresAgentMemory',
        credential: 'pg',
        inputs: target.inputs,
      })
      const flowId = `f-${randomUUID()}`
      await resumesPerSession((chatId, question) =>
        harness.runFlow(flowData, { chatId, flowId, question, services }),
      )
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        const rows = await client.query<{ thread_id: string }>(
          `SELECT DISTINCT thread_id FROM ${AGENT_THREADS_TABLE} WHERE thread_id LIKE $1 ORDER BY thread_id`,
          [`${flowId}:%`],
        )
        expect(rows.rows.map((r) => r.thread_id)).toEqual([`${flowId}:s1`, `${flowId}:s2`])
      } finally {
        await client.end()
      }
    },
  )
})
