import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { runFlow } from './run-flow'
import { buildFlow } from './build-flow'
import { createTestServices } from '../testing/test-services'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

describe('setting nodes (Flowise’s analytic nodes) on a canvas', () => {
  it('stand alone without being ending nodes, and never run', async () => {
    const flowData = buildFlow([
      { id: 'm', name: 'chatOpenAI', credential: 'cred-openai', inputs: {} },
      { id: 'p', name: 'promptTemplate', inputs: { template: 'Say {question}' } },
      { id: 'c', name: 'llmChain', inputs: { model: '{{m.data.instance}}', prompt: '{{p.data.instance}}' } },
      { id: 'ls', name: 'langSmith', inputs: {} },
      { id: 'lf', name: 'langFuse', inputs: {} },
    ])
    fake.queue({ content: 'Hi.' })
    const result = await runFlow({
      chatId: 'c-1',
      flowId: 'f-settings',
      flowData,
      question: 'hi',
      services: createTestServices(fake.baseUrl),
    })
    expect(result.text).toBe('Hi.')
    expect(result.trace.nodes.map((n) => n.nodeId).sort()).toEqual(['c', 'm', 'p'])
  })
})
