import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()
const unikFilesDir = mkdtempSync(join(tmpdir(), 'sqlite-agent-memory-'))
afterAll(() => rmSync(unikFilesDir, { recursive: true, force: true }))

const flow = (databaseFilePath: string) =>
  buildFlow([
    { id: 'm', name: 'chatOpenAI', credential: 'cred-openai', inputs: { modelName: 'gpt-4o-mini' } },
    { id: 'mem', name: 'sqliteAgentMemory', inputs: { databaseFilePath } },
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

const ask = (databaseFilePath: string, question: string) =>
  harness.runFlow(flow(databaseFilePath), {
    chatId: 'c1',
    flowId: 'f-sq',
    question,
    services: { ...harness.services(), unikFilesDir },
  })

describe('SQLite Agent Memory (Sequential Agents)', () => {
  it("keeps the thread in a SQLite file of the unik's folder: the next message sees the first", async () => {
    harness.openai.queue({ content: 'Nice to meet you, Ada.' })
    expect((await ask('threads.sqlite', 'My name is Ada.')).text).toBe('Nice to meet you, Ada.')
    const file = join(unikFilesDir, 'agent-memory', 'threads.sqlite')
    const db = new Database(file, { readonly: true })
    const rows = db.prepare('SELECT thread_id FROM agent_memory_threads').all()
    db.close()
    expect(rows).toEqual([{ thread_id: 'f-sq:c1' }])

    harness.openai.queue({ content: 'Your name is Ada.' })
    expect((await ask('threads.sqlite', 'What is my name?')).text).toBe('Your name is Ada.')
    expect(JSON.stringify(harness.openai.calls.at(-1)?.body)).toContain('My name is Ada.')
  })

  it("never writes outside the unik's agent-memory folder", async () => {
    await expect(ask('../../escape.sqlite', 'hi')).rejects.toThrow(/leaves its folder/)
    await expect(ask('/tmp/abs.sqlite', 'hi')).rejects.toThrow(/absolute path/)
    expect(existsSync(join(unikFilesDir, 'escape.sqlite'))).toBe(false)
  })
})
