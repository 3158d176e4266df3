import { describe, expect, it } from 'vitest'
import { runFlow } from '@unikflow/engine'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

// Flowise's LlamaIndex template shape: ChatOpenAI (LlamaIndex) + Buffer Memory → Simple Chat Engine.
const flow = buildFlow([
  { id: 'm', name: 'chatOpenAI_LlamaIndex', credential: 'cred-openai', inputs: { modelName: 'gpt-4o-mini' } },
  { id: 'mem', name: 'bufferMemory' },
  {
    id: 'e',
    name: 'simpleChatEngine',
    inputs: {
      model: '{{m.data.instance}}',
      memory: '{{mem.data.instance}}',
      systemMessagePrompt: 'Be brief.',
    },
  },
])

describe('Simple Chat Engine (LlamaIndex names without LlamaIndex)', () => {
  it('Simple Chat Engine with ChatOpenAI (LlamaIndex) answers with the system message and remembers the session', async () => {
    const services = harness.services()
    const ask = (question: string) =>
      runFlow({ chatId: 'li-1', flowId: 'f-li', flowData: flow, question, services })
    harness.openai.queue({ content: 'Hello Bo.' }, { content: 'You are Bo.' })
    expect((await ask('I am Bo.')).text).toBe('Hello Bo.')
    expect((await ask('Who am I?')).text).toBe('You are Bo.')
    const sent = harness.openai.calls.at(-1)?.body as {
      model: string
      messages: { role: string; content: string }[]
    }
    expect(sent.model).toBe('gpt-4o-mini')
    expect(sent.messages.map((m) => [m.role, m.content])).toEqual([
      ['system', 'Be brief.'],
      ['user', 'I am Bo.'],
      ['assistant', 'Hello Bo.'],
      ['user', 'Who am I?'],
    ])
  })
})
