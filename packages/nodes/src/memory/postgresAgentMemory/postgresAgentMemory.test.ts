import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { postgresTarget } from '../../testing/postgres-target'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { AGENT_THREADS_TABLE } from './postgres-thread-store'

const harness = useNodeHarness()
const url = process.env.TEST_DATABASE_URL

/** A Flowise export's shape: Start takes the memory node on its "Agent Memory" anchor. */
const flow = (memory: Record<string, unknown>) =>
  buildFlow([
    { id: 'm', name: 'chatOpenAI', credential: 'cred-openai', inputs: { modelName: 'gpt-4o-mini' } },
    { id: 'mem', name: 'postgresAgentMemory', credential: 'pg', inputs: memory },
    {
      id: 'start',
      name: 'seqStart',
      inputs: { model: '{{m.data.instance}}', agentMemory: '{{mem.data.instance}}' },
    },
    {
      id: 'llm',
      name: 'seqLLMNode',
      inputs: { llmNodeName: 'Helper', sequentialNode: ['{{start.data.instance}}'] },
    },
    { id: 'end', name: 'seqEnd', inputs: { sequentialNode: '{{llm.data.instance}}' } },
  ])

describe('Postgres Agent Memory (Sequential Agents)', () => {
  it.skipIf(!url)(
    'keeps the thread in its PostgreSQL table: the next message sees the first (needs TEST_DATABASE_URL)',
    async () => {
      const target = postgresTarget(url ?? '')
      const services = harness.services(target.serviceOptions)
      const flowData = flow(target.inputs)
      const flowId = `f-${randomUUID()}`
      const ask = (question: string) =>
        harness.runFlow(flowData, { chatId: 'c1', flowId, question, services })

      harness.openai.queue({ content: 'Nice to meet you, Ada.' })
      expect((await ask('My name is Ada.')).text).toBe('Nice to meet you, Ada.')
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        const rows = await client.query<{ data: string }>(
          `SELECT data FROM ${AGENT_THREADS_TABLE} WHERE thread_id = $1`,
          [`${flowId}:c1`],
        )
        expect(rows.rows).toHaveLength(1)
        expect(rows.rows[0]?.data).toContain(Buffer.from('My name is Ada.').toString('base64').slice(0, 12))
      } finally {
        await client.end()
      }

      harness.openai.queue({ content: 'Your name is Ada.' })
      expect((await ask('What is my name?')).text).toBe('Your name is Ada.')
      const sent = JSON.stringify(harness.openai.calls.at(-1)?.body)
      expect(sent).toContain('My name is Ada.')
      expect(sent).toContain('Nice to meet you, Ada.')
    },
  )

  it('refuses a private database host unless the operator allows it, and needs Host and Database', async () => {
    const run = (memory: Record<string, unknown>) =>
      harness.runFlow(flow(memory), {
        question: 'hi',
        services: harness.services({ credentials: { pg: {} } }),
      })
    await expect(run({ host: '10.1.2.3', database: 'x' })).rejects.toThrow(/10\.1\.2\.3/)
    await expect(run({ host: '', database: 'x' })).rejects.toThrow(/Host and Database are required/)
  })
})
