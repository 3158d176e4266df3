import { randomUUID } from 'node:crypto'
import { createConnection, type Connection } from 'mysql2/promise'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { getNodeDescriptor } from '../../index'
import { AGENT_THREADS_TABLE } from '../postgresAgentMemory/postgres-thread-store'

const harness = useNodeHarness()
const mysqlUrl = process.env.TEST_MYSQL_URL
const DATABASE = 'unikflow_mysql_agent_memory_test'

/** A Flowise export's shape: Start takes the memory node on its "Agent Memory" anchor. */
const flow = (memory: Record<string, unknown>) =>
  buildFlow([
    { id: 'm', name: 'chatOpenAI', credential: 'cred-openai', inputs: { modelName: 'gpt-4o-mini' } },
    { id: 'mem', name: 'mySQLAgentMemory', credential: 'my', inputs: memory },
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

describe.skipIf(!mysqlUrl)('MySQL Agent Memory against MariaDB (needs TEST_MYSQL_URL)', () => {
  const url = new URL(mysqlUrl ?? 'mysql://localhost')
  const user = decodeURIComponent(url.username)
  const password = decodeURIComponent(url.password)
  let admin: Connection
  beforeAll(async () => {
    admin = await createConnection({ host: url.hostname, port: Number(url.port || 3306), user, password })
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE}`)
    await admin.query(`CREATE DATABASE ${DATABASE} CHARACTER SET utf8mb4`)
  })
  afterAll(async () => {
    await admin?.query(`DROP DATABASE IF EXISTS ${DATABASE}`)
    await admin?.end()
  })

  it('keeps the thread in its MySQL table: the next message sees the first', async () => {
    const services = harness.services({
      allowPrivateHosts: [url.hostname],
      credentials: { my: { user, password } },
    })
    // Flowise's Host may carry the port; the Port input is the other way to say it.
    const flowData = flow({ host: `${url.hostname}:${url.port || 3306}`, database: DATABASE })
    const flowId = `f-${randomUUID()}`
    const ask = (question: string) => harness.runFlow(flowData, { chatId: 'c1', flowId, question, services })

    harness.openai.queue({ content: 'Nice to meet you, Ada.' })
    expect((await ask('My name is Ada.')).text).toBe('Nice to meet you, Ada.')
    const [rows] = await admin.query(
      `SELECT data FROM ${DATABASE}.${AGENT_THREADS_TABLE} WHERE thread_id = ?`,
      [`${flowId}:c1`],
    )
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).toContain(Buffer.from('My name is Ada.').toString('base64').slice(0, 12))

    harness.openai.queue({ content: 'Your name is Ada.' })
    expect((await ask('What is my name?')).text).toBe('Your name is Ada.')
    const sent = JSON.stringify(harness.openai.calls.at(-1)?.body)
    expect(sent).toContain('My name is Ada.')
    expect(sent).toContain('Nice to meet you, Ada.')
  })
})

describe('MySQL Agent Memory', () => {
  it('opens with its inputs as Flowise saved them', () => {
    expect(getNodeDescriptor('mySQLAgentMemory')?.inputs.map((i) => i.name)).toEqual([
      'host',
      'database',
      'port',
      'additionalConfig',
    ])
  })

  it('refuses a private database host unless the operator allows it, and needs Host and Database', async () => {
    const run = (memory: Record<string, unknown>) =>
      harness.runFlow(flow(memory), {
        question: 'hi',
        services: harness.services({ credentials: { my: {} } }),
      })
    await expect(run({ host: '10.1.2.3', database: 'x', port: 3306 })).rejects.toThrow(/10\.1\.2\.3/)
    await expect(run({ host: '', database: 'x' })).rejects.toThrow(/Host and Database are required/)
  })
})
