import { describe, expect, it } from 'vitest'
import type { TRunEvent } from '@unikflow/engine'
import { buildV2Flow, fakeModel, useNodeHarness, type TNodeSpec } from '@unikflow/engine/testing'
import { llmChainOn } from '../testing/chain-flows'
import { chatCompletionsBody } from './chat-completions-stream'

const harness = useNodeHarness()

/** Every setting the direct path sends, each set away from its default. */
const settings = {
  modelName: 'gpt-4o-mini',
  temperature: 0.3,
  maxTokens: 99,
  topP: 0.8,
  frequencyPenalty: 0.1,
  presencePenalty: 0.2,
  stopSequence: 'END, STOP',
  streaming: true,
}

/** The OpenAI SDK names itself in `x-stainless-*` headers; the direct path sends none. */
const bySdk = (headers: Record<string, unknown>) => 'x-stainless-lang' in headers

type TCase = [name: string, credential: string, inputs: Record<string, unknown>, keyHeader: string]
const openAICase: TCase = [
  'chatOpenAI',
  'cred-openai',
  { baseOptions: { headers: { 'x-team': 'sales' } } },
  'authorization',
]
const cases: TCase[] = [
  openAICase,
  // Azure's deployments are answered by the fake under its own path, with `api-version`.
  ['azureChatOpenAI', 'cred-azure', { basepath: '{fake}/openai/deployments' }, 'api-key'],
  [
    'chatLocalAI',
    'cred-localai',
    { basePath: '{fake}', baseOptions: { headers: { 'x-team': 'ops' } } },
    'authorization',
  ],
]

function modelNode([name, credential, inputs]: TCase): TNodeSpec {
  const withFake = Object.fromEntries(
    Object.entries(inputs).map(([k, v]) => [
      k,
      typeof v === 'string' ? v.replace('{fake}', harness.openai.baseUrl) : v,
    ]),
  )
  return { id: 'm', name, credential, inputs: { ...settings, ...withFake } }
}

describe('a streamed chain call read without LangChain', () => {
  it.each(cases)(
    '%s: the same request LangChain sends for a streamed call, tokens and usage as before',
    async (...testCase) => {
      const [, , , keyHeader] = testCase
      const flowData = llmChainOn(modelNode(testCase))
      const services = harness.services()
      const tokens: string[] = []
      harness.openai.queue({ content: 'socks are warm' })
      const result = await harness.runFlow(flowData, {
        question: 'socks',
        services,
        onEvent: (e: TRunEvent) => void (e.event === 'token' && tokens.push(String(e.data))),
      })
      const direct = harness.openai.calls.at(-1)
      expect(result.text).toBe('socks are warm')
      expect(tokens.join('')).toBe('socks are warm')
      expect(tokens.length).toBeGreaterThan(1)
      expect(result.trace.usage).toEqual([
        { nodeId: 'm', model: 'gpt-4o-mini', inputTokens: 10, outputTokens: 5 },
      ])
      expect(direct && bySdk(direct.headers)).toBe(false)

      // The same question through LangChain, streamed, from the model node's own instance.
      const { instance } = await harness.runFlow(flowData, { question: '', services, stopNodeId: 'm' })
      const model = instance as { invoke: (input: string, options: object) => Promise<unknown> }
      const handler = { lc_prefer_streaming: true, handleLLMNewToken: () => undefined }
      harness.openai.queue({ content: 'socks are warm' })
      await model.invoke('Say socks', { callbacks: [handler] })
      const viaLangChain = harness.openai.calls.at(-1)
      expect(viaLangChain && bySdk(viaLangChain.headers)).toBe(true)

      expect(direct?.path).toBe(viaLangChain?.path)
      expect(direct?.body).toEqual(viaLangChain?.body)
      expect(direct?.headers[keyHeader]).toBe(viaLangChain?.headers[keyHeader])
      expect(direct?.headers['x-team']).toBe(viaLangChain?.headers['x-team'])
    },
  )

  it('a request failing before its first token is asked again through LangChain, which reports the error', async () => {
    const flowData = llmChainOn(modelNode(openAICase))
    const ask = (streamed: boolean) =>
      harness.runFlow(flowData, {
        question: 'socks',
        services: harness.services(),
        ...(streamed ? { onEvent: () => undefined } : {}),
      })
    const refused = { error: { status: 401, message: 'Incorrect API key provided' } }
    harness.openai.queue(refused)
    const whole = await ask(false).catch((e: unknown) => e)
    harness.openai.queue(refused, refused)
    const streamed = await ask(true).catch((e: unknown) => e)
    expect(whole).toBeInstanceOf(Error)
    expect(String(streamed)).toBe(String(whole))
    const [first, second] = harness.openai.calls.slice(-2)
    expect([first && bySdk(first.headers), second && bySdk(second.headers)]).toEqual([false, true])

    // A provider that is briefly down: LangChain's retries still answer the chat.
    harness.openai.queue({ error: { status: 503, message: 'busy' } }, { content: 'back again' })
    expect((await ask(true)).text).toBe('back again')
  })

  it('goes through LangChain when the node asks for more than text', async () => {
    const through = async (inputs: Record<string, unknown>) => {
      harness.openai.queue({ content: 'fine' })
      const flowData = llmChainOn({ id: 'm', name: 'chatOpenAI', credential: 'cred-openai', inputs })
      await harness.runFlow(flowData, {
        question: 'socks',
        services: harness.services(),
        onEvent: () => undefined,
      })
      const call = harness.openai.calls.at(-1)
      return call ? (bySdk(call.headers) ? 'LangChain' : 'direct') : 'none'
    }
    expect(await through({ modelName: 'gpt-4o-mini' })).toBe('direct')
    expect(await through({ modelName: 'o4-mini', reasoning: true, reasoningEffort: 'low' })).toBe('LangChain')
    // A node set not to stream never streams, directly or not.
    expect(await through({ modelName: 'gpt-4o-mini', streaming: false })).toBe('LangChain')
  })

  it('an Agentflow v2 LLM node streams the same way; asked for structured output, it goes through LangChain', async () => {
    const llmFlow = (inputs: Record<string, unknown>) =>
      buildV2Flow(
        [
          { id: 'start', name: 'startAgentflow' },
          { id: 'llm', name: 'llmAgentflow', inputs: { ...fakeModel('llmModel'), ...inputs } },
        ],
        [['start', 'llm']],
      )
    harness.openai.queue({ content: 'warm wool socks' })
    const plain = await harness.runFlowWithEvents(llmFlow({}), { question: 'socks' })
    expect(plain.result.text).toBe('warm wool socks')
    expect(plain.tokens.join('')).toBe('warm wool socks')
    expect(plain.tokens.length).toBeGreaterThan(1)
    const direct = harness.openai.calls.at(-1)
    expect(direct && bySdk(direct.headers)).toBe(false)
    expect(plain.result.trace.usage).toEqual([
      expect.objectContaining({ model: 'gpt-4o-mini', inputTokens: 10, outputTokens: 5 }),
    ])

    harness.openai.queue({ content: '{"colour": "red"}' })
    const structured = llmFlow({
      llmStructuredOutput: [{ key: 'colour', type: 'string', description: 'A colour' }],
    })
    await harness.runFlowWithEvents(structured, { question: 'socks' })
    const viaLangChain = harness.openai.calls.at(-1)
    expect(viaLangChain && bySdk(viaLangChain.headers)).toBe(true)
  })

  it("maps the node's fields to the API's names, and declines what only LangChain's client sends", () => {
    expect(chatCompletionsBody({ model: 'o3-mini', maxTokens: 50, modelKwargs: { top_k: 3 } })).toEqual({
      model: 'o3-mini',
      max_completion_tokens: 50,
      top_k: 3,
    })
    expect(chatCompletionsBody({ model: 'gpt-4o', maxTokens: -1 })).toEqual({ model: 'gpt-4o' })
    expect(chatCompletionsBody({ model: 'gpt-4o', n: 2 })).toBeUndefined()
    expect(chatCompletionsBody({ model: 'gpt-4o', logprobs: true })).toBeUndefined()
    expect(chatCompletionsBody({ model: 'gpt-4o', reasoning: { effort: 'low' } })).toBeUndefined()
  })
})
