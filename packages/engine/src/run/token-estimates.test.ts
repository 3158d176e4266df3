import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { buildFlow } from './build-flow'
import { runFlow } from './run-flow'
import { createTestServices } from '../testing/test-services'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())
afterEach(() => {
  vi.restoreAllMocks()
})

const chainOn = (model: Parameters<typeof buildFlow>[0][number]) =>
  buildFlow([
    model,
    { id: 'p', name: 'promptTemplate', inputs: { template: 'Say {q}' } },
    { id: 'c', name: 'llmChain', inputs: { model: '{{m.data.instance}}', prompt: '{{p.data.instance}}' } },
  ])

/** LangChain's BaseLanguageModel.prototype (where getNumTokens lives), reached from a model the flow builds. */
async function tokenCounterOf(
  flowData: ReturnType<typeof buildFlow>,
  services: ReturnType<typeof createTestServices>,
): Promise<{ getNumTokens: (text: string) => Promise<number> }> {
  const { instance } = await runFlow({
    chatId: 'c',
    flowId: 'f',
    flowData,
    question: '',
    services,
    stopNodeId: 'm',
  })
  for (let proto: unknown = instance; proto; proto = Object.getPrototypeOf(proto))
    if (typeof proto === 'object' && Object.hasOwn(proto, 'getNumTokens'))
      return proto as { getNumTokens: (text: string) => Promise<number> }
  throw new Error('the model has no getNumTokens')
}

describe('streamed OpenAI-family calls', () => {
  it.each([
    ['chatOpenAI', 'cred-openai', { basepath: false }],
    // Azure's deployments are answered by the fake under its own path.
    ['azureChatOpenAI', 'cred-azure', { basepath: true }],
  ])(
    '%s counts no tokens locally, and the run still records the tokens the provider reports',
    async (name, credential, { basepath }) => {
      const inputs = {
        modelName: 'gpt-4o-mini',
        streaming: true,
        ...(basepath ? { basepath: `${fake.baseUrl}/openai/deployments` } : {}),
      }
      const flowData = chainOn({ id: 'm', name, credential, inputs })
      const services = createTestServices(fake.baseUrl)
      const ask = (onEvent?: () => void) =>
        runFlow({
          chatId: 'c',
          flowId: 'f',
          flowData,
          question: 'hi',
          services,
          ...(onEvent ? { onEvent } : {}),
        })
      // The first run loads LangChain and installs the local tokenizer; the spy goes on the installed method.
      fake.queue({ content: 'warm' })
      await ask()
      const counted = vi.spyOn(await tokenCounterOf(flowData, services), 'getNumTokens')
      fake.queue({ content: 'hello there' })
      const result = await ask(() => undefined)
      expect(result.text).toBe('hello there')
      expect(fake.calls.at(-1)?.body).toMatchObject({ stream: true, stream_options: { include_usage: true } })
      expect(counted).not.toHaveBeenCalled()
      expect(result.trace.usage).toEqual([
        { nodeId: 'm', model: 'gpt-4o-mini', inputTokens: 10, outputTokens: 5 },
      ])
    },
  )
})
