import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TEngineServices } from '@unikflow/engine'
import { useNodeHarness, type TNodeSpec } from '@unikflow/engine/testing'
import { llmChainOn } from '../testing/chain-flows'

const harness = useNodeHarness()
afterEach(() => {
  vi.restoreAllMocks()
})

/** LangChain's BaseLanguageModel.prototype (where getNumTokens lives), reached from a model the flow builds. */
async function tokenCounterOf(
  flowData: TNodeSpec[],
  services: TEngineServices,
): Promise<{ getNumTokens: (text: string) => Promise<number> }> {
  const { instance } = await harness.runFlow(flowData, {
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
        ...(basepath ? { basepath: `${harness.openai.baseUrl}/openai/deployments` } : {}),
      }
      const flowData = llmChainOn({ id: 'm', name, credential, inputs })
      const services = harness.services()
      const ask = (onEvent?: () => void) =>
        harness.runFlow(flowData, {
          question: 'hi',
          services,
          ...(onEvent ? { onEvent } : {}),
        })
      // The first run loads LangChain and installs the local tokenizer; the spy goes on the installed method.
      harness.openai.queue({ content: 'warm' })
      await ask()
      const counted = vi.spyOn(await tokenCounterOf(flowData, services), 'getNumTokens')
      harness.openai.queue({ content: 'hello there' })
      const result = await ask(() => undefined)
      expect(result.text).toBe('hello there')
      expect(harness.openai.calls.at(-1)?.body).toMatchObject({
        stream: true,
        stream_options: { include_usage: true },
      })
      expect(counted).not.toHaveBeenCalled()
      expect(result.trace.usage).toEqual([
        { nodeId: 'm', model: 'gpt-4o-mini', inputTokens: 10, outputTokens: 5 },
      ])
    },
  )
})
