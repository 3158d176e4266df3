import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { getNodeDescriptor } from '../../index'

const harness = useNodeHarness()

describe('MySQL Agent Memory', () => {
  it('opens with its inputs as Flowise saved them, and its run says what it needs', async () => {
    expect(getNodeDescriptor('mySQLAgentMemory')?.inputs.map((i) => i.name)).toEqual([
      'host',
      'database',
      'port',
      'additionalConfig',
    ])
    const flow = buildFlow([
      { id: 'm', name: 'chatOpenAI', credential: 'cred-openai', inputs: { modelName: 'gpt-4o-mini' } },
      { id: 'mem', name: 'mySQLAgentMemory', inputs: { host: 'db', database: 'app', port: 3306 } },
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
    await expect(harness.runFlow(flow, { question: 'hi' })).rejects.toThrow(
      /needs a MySQL client \(the mysql2 package\).*Postgres or SQLite Agent Memory/,
    )
  })
})
