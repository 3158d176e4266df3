import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TFlowData } from '@unikflow/graph'
import { runFlow } from './run-flow'
import { buildFlow } from './build-flow'
import { createTestServices } from '../testing/test-services'
import { buildV2Flow } from '../testing/v2-flows'

// Images a chat sends with "Allow Image Uploads" on reach the model as image content parts of the question.

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
const uploads = [
  { name: 'dot.png', mime: 'image/png', data: `data:image/png;base64,${PNG}`, type: 'file' as const },
  { name: 'link.png', mime: 'image/png', data: 'https://example.com/cat.png', type: 'url' as const },
]

const model = (allowImageUploads: boolean) => ({
  id: 'm',
  name: 'chatOpenAI',
  credential: 'cred-openai',
  inputs: { modelName: 'gpt-4o-mini', allowImageUploads, imageResolution: 'high' },
})

const flows: Record<string, (allow: boolean) => TFlowData> = {
  llmChain: (allow) =>
    buildFlow([
      model(allow),
      { id: 'p', name: 'promptTemplate', inputs: { template: 'Describe: {q}' } },
      { id: 'c', name: 'llmChain', inputs: { model: '{{m.data.instance}}', prompt: '{{p.data.instance}}' } },
    ]),
  conversationChain: (allow) =>
    buildFlow([
      model(allow),
      { id: 'mem', name: 'bufferMemory', inputs: {} },
      {
        id: 'c',
        name: 'conversationChain',
        inputs: { model: '{{m.data.instance}}', memory: '{{mem.data.instance}}' },
      },
    ]),
  toolAgent: (allow) =>
    buildFlow([
      model(allow),
      { id: 'mem', name: 'bufferMemory', inputs: {} },
      { id: 'calc', name: 'calculator', inputs: {} },
      {
        id: 'a',
        name: 'toolAgent',
        inputs: {
          model: '{{m.data.instance}}',
          memory: '{{mem.data.instance}}',
          tools: ['{{calc.data.instance}}'],
        },
      },
    ]),
  agentAgentflow: (allow) => v2('agentAgentflow', 'agentModel', allow),
  llmAgentflow: (allow) => v2('llmAgentflow', 'llmModel', allow),
}

function v2(name: string, input: string, allow: boolean): TFlowData {
  const config = {
    [input]: 'chatOpenAI',
    credential: 'cred-openai',
    modelName: 'gpt-4o',
    allowImageUploads: allow,
  }
  return buildV2Flow(
    [
      { id: 'start', name: 'startAgentflow', inputs: {} },
      { id: 'node', name, inputs: { [input]: 'chatOpenAI', [`${input}Config`]: config } },
    ],
    [['start', 'node']],
  )
}

/** The content of the last user message the fake model was sent. */
function lastUserContent(): unknown {
  const body = fake.calls.filter((c) => c.path.endsWith('/chat/completions')).at(-1)?.body
  if (!body || typeof body !== 'object' || !('messages' in body) || !Array.isArray(body.messages))
    return undefined
  const users: unknown[] = body.messages.filter((m: { role?: string }) => m.role === 'user')
  const last = users.at(-1)
  return last && typeof last === 'object' && 'content' in last ? last.content : undefined
}

describe('images of the chat reach a vision model', () => {
  it.each(Object.keys(flows))('%s sends them as image parts after the text', async (name) => {
    const build = flows[name]
    if (!build) throw new Error(name)
    fake.queue({ content: 'A dot.' })
    const result = await runFlow({
      chatId: `img-${name}`,
      flowId: `f-${name}`,
      flowData: build(true),
      question: 'What is this?',
      uploads,
      services: createTestServices(fake.baseUrl),
    })
    expect(result.text).toBe('A dot.')
    const content = lastUserContent()
    expect(Array.isArray(content)).toBe(true)
    expect(content).toEqual([
      { type: 'text', text: expect.stringContaining('What is this?') },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG}`, detail: expect.any(String) } },
      { type: 'image_url', image_url: { url: 'https://example.com/cat.png', detail: expect.any(String) } },
    ])
  })

  it.each(Object.keys(flows))('%s sends text only when the model does not allow images', async (name) => {
    const build = flows[name]
    if (!build) throw new Error(name)
    fake.queue({ content: 'Text only.' })
    await runFlow({
      chatId: `txt-${name}`,
      flowId: `f-${name}`,
      flowData: build(false),
      question: 'What is this?',
      uploads,
      services: createTestServices(fake.baseUrl),
    })
    expect(lastUserContent()).toEqual(expect.stringContaining('What is this?'))
  })
})
