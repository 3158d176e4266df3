import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakeNemoGuardrails, type TFakeNemoGuardrails } from '../../testing/fake-nemo-guardrails'
import { expectStreamsInChain, type TChatModelCase } from '../../testing/chat-model-checks'
import { llmChainOn } from '../../testing/chain-flows'

const harness = useNodeHarness()
let nemo: TFakeNemoGuardrails
beforeAll(async () => {
  nemo = await startFakeNemoGuardrails()
})
afterAll(() => nemo.close())

const guardrails = (configurationId = 'support'): TChatModelCase => ({
  model: { id: 'm', name: 'chatNemoGuardrails', inputs: { configurationId, baseUrl: nemo.url } },
  // The Guardrails double is on loopback: the operator allows it.
  services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
})

const lastBody = () => JSON.parse(nemo.requests.at(-1)?.body ?? '{}') as Record<string, unknown>

describe('ChatNemoGuardrails against a NeMo Guardrails server double', () => {
  it('streams the server’s answer into an LLM Chain, asking with the configuration id', async () => {
    nemo.queue('The rails let this through')
    await expectStreamsInChain(harness, guardrails(), 'The rails let this through')
    expect(nemo.requests.at(-1)?.url).toBe('/v1/chat/completions')
    expect(lastBody()).toEqual({
      config_id: 'support',
      messages: [{ role: 'user', content: 'Say hi' }],
      stream: true,
    })
  })

  it('answers whole in a prediction that does not stream', async () => {
    const result = await harness.runFlow(llmChainOn(guardrails().model), {
      question: 'hello',
      services: guardrails().services,
    })
    expect(result.text).toBe('guarded: Say hello')
    expect(lastBody()).toMatchObject({ config_id: 'support', stream: false })
  })

  it('is the model of a ReAct agent: the conversation and tool results go through the rails', async () => {
    nemo.queue(
      'Thought: I should multiply.\nAction: calculator\nAction Input: 6*7',
      'Final Answer: It is 42.',
    )
    const { model, services } = guardrails()
    const result = await harness.runFlow(
      [
        model,
        { id: 'mem', name: 'bufferMemory' },
        { id: 't', name: 'calculator' },
        {
          id: 'a',
          name: 'mrklAgentChat',
          inputs: {
            model: '{{m.data.instance}}',
            memory: '{{mem.data.instance}}',
            tools: ['{{t.data.instance}}'],
          },
        },
      ],
      { question: 'six times seven', services },
    )
    expect(result.text).toBe('It is 42.')
    expect(result.usedTools).toEqual([expect.objectContaining({ tool: 'calculator', toolOutput: '42' })])
    expect(JSON.stringify(lastBody().messages)).toContain('Observation: 42')
  })

  it('fails with the server’s answer when the configuration is unknown', async () => {
    await expect(
      harness.runFlow(llmChainOn(guardrails('nope').model), {
        question: 'hi',
        services: guardrails().services,
      }),
    ).rejects.toThrow(/NeMo Guardrails answered HTTP 422: .*Could not load the nope guardrails configuration/)
  })
})
