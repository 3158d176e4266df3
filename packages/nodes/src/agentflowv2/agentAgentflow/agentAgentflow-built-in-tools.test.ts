import { describe, expect, it } from 'vitest'
import type { BuiltInToolResult, RecordedCall } from '@unikflow/testkit'
import { buildV2Flow, useNodeHarness } from '@unikflow/engine/testing'

// The Agent's built-in tools (Flowise 3.x): sent to the provider in its own wire format beside the tool
// nodes, run there, and reported as used tools. The real clients (ChatOpenAI over the Responses API,
// ChatAnthropic, ChatGoogleGenerativeAI) talk to the fake providers over loopback HTTP.

const harness = useNodeHarness()

type TProviderModel = { readonly name: string; readonly config: Record<string, unknown> }

const openAI = (): TProviderModel => ({
  name: 'chatOpenAI',
  config: { credential: 'cred-openai', modelName: 'gpt-4o-mini' },
})
const anthropic = (streaming = true): TProviderModel => ({
  name: 'chatAnthropic',
  config: { credential: 'cred-anthropic', modelName: 'claude-3-haiku', streaming },
})
const gemini = (streaming = true): TProviderModel => ({
  name: 'chatGoogleGenerativeAI',
  config: {
    credential: 'cred-gemini',
    modelName: 'gemini-2.0-flash',
    baseUrl: harness.openai.origin,
    streaming,
  },
})

const agentFlow = (model: TProviderModel, inputs: Record<string, unknown>) =>
  buildV2Flow(
    [
      { id: 'start', name: 'startAgentflow' },
      {
        id: 'agent',
        name: 'agentAgentflow',
        inputs: {
          agentModel: model.name,
          agentModelConfig: { agentModel: model.name, ...model.config },
          ...inputs,
        },
      },
    ],
    [['start', 'agent']],
  )

const norway: BuiltInToolResult = {
  kind: 'webSearch',
  query: 'capital of Norway',
  url: 'https://example.org/norway',
  title: 'Norway facts',
}
const ANSWER = 'The capital of Norway is Oslo.'

/** The model calls made from `from` on (to any provider's path). */
const callsSince = (from: number, path: RegExp): RecordedCall[] =>
  harness.openai.calls.slice(from).filter((c) => path.test(c.path))
const toolsOf = (call: RecordedCall | undefined): unknown[] => {
  const body = call?.body
  return typeof body === 'object' && body !== null && 'tools' in body && Array.isArray(body.tools)
    ? body.tools
    : []
}

/** Runs the flow as a plain or a streaming client: the answer, its used tools and the streamed tokens. */
async function ask(flow: ReturnType<typeof agentFlow>, streaming: boolean) {
  const options = { question: 'What is the capital of Norway?', chatId: `c-${Math.random()}` }
  if (!streaming) return { result: await harness.runFlow(flow, options), tokens: [], events: [] }
  return harness.runFlowWithEvents(flow, options)
}

describe('Agent: OpenAI built-in tools', () => {
  it.each([false, true])(
    'OpenAI: sends them as Responses API tools and reports the web search it ran (streaming %s)',
    async (streaming) => {
      const from = harness.openai.calls.length
      harness.openai.queue({ content: ANSWER, builtIn: norway })
      const { result, tokens, events } = await ask(
        agentFlow(openAI(), { agentToolsBuiltInOpenAI: ['web_search_preview', 'code_interpreter'] }),
        streaming,
      )
      expect(result.text).toBe(ANSWER)
      if (streaming) {
        expect(tokens.join('')).toBe(ANSWER)
        // The chat shows the provider's search as a used tool, as the tool nodes' calls.
        expect(events).toContainEqual({ event: 'usedTools', data: result.usedTools })
      }
      const calls = callsSince(from, /\/(responses|chat\/completions)$/)
      expect(calls.map((c) => c.path)).toEqual(['/v1/responses'])
      expect(JSON.stringify(calls[0]?.body)).toContain(streaming ? '"stream":true' : '"model"')
      if (!streaming) expect(JSON.stringify(calls[0]?.body)).not.toContain('"stream":true')
      expect(toolsOf(calls[0])).toEqual([
        { type: 'web_search_preview' },
        { type: 'code_interpreter', container: { type: 'auto' } },
      ])
      expect(result.usedTools).toEqual([
        {
          tool: 'web_search_preview',
          toolInput: { type: 'search', query: norway.query },
          toolOutput: 'Success',
        },
      ])
    },
  )

  it('OpenAI: reports the code its interpreter ran, and sends the tool nodes beside the built-in tools', async () => {
    const from = harness.openai.calls.length
    harness.openai.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '6*7' } }] },
      { content: 'It is 42.', builtIn: { kind: 'codeExecution', code: 'print(6*7)', output: '42' } },
    )
    const { result } = await ask(
      agentFlow(openAI(), {
        agentToolsBuiltInOpenAI: '["code_interpreter"]',
        agentTools: [{ agentSelectedTool: 'calculator' }],
      }),
      false,
    )
    expect(result.text).toBe('It is 42.')
    const calls = callsSince(from, /\/responses$/)
    expect(calls).toHaveLength(2)
    for (const call of calls) {
      const tools = toolsOf(call)
      expect(tools).toContainEqual({ type: 'code_interpreter', container: { type: 'auto' } })
      expect(tools).toContainEqual(expect.objectContaining({ type: 'function', name: 'calculator' }))
    }
    expect(result.usedTools).toEqual([
      { tool: 'calculator', toolInput: { input: '6*7' }, toolOutput: '42' },
      { tool: 'code_interpreter', toolInput: 'print(6*7)', toolOutput: 'Success' },
    ])
  })
})

describe('Agent: Anthropic built-in tools', () => {
  it.each([false, true])(
    'Anthropic: sends them as server tools (Web Fetch with its beta) and reports the search and the pages it found (streaming %s)',
    async (streaming) => {
      const from = harness.openai.calls.length
      harness.openai.queue({ content: ANSWER, builtIn: norway })
      const { result, tokens } = await ask(
        agentFlow(anthropic(streaming), {
          agentToolsBuiltInAnthropic: ['web_search_20250305', 'web_fetch_20250910'],
        }),
        streaming,
      )
      expect(result.text).toBe(ANSWER)
      if (streaming) expect(tokens.join('')).toBe(ANSWER)
      const calls = callsSince(from, /\/v1\/messages$/)
      expect(calls).toHaveLength(1)
      expect(calls[0]?.body).toMatchObject({ stream: streaming })
      expect(toolsOf(calls[0])).toEqual([
        { type: 'web_search_20250305', name: 'web_search' },
        { type: 'web_fetch_20250910', name: 'web_fetch' },
      ])
      expect(String(calls[0]?.headers['anthropic-beta'])).toContain('web-fetch-2025-09-10')
      expect(result.usedTools).toEqual([
        {
          tool: 'web_search_20250305',
          toolInput: { query: norway.query },
          toolOutput: `${norway.title} (${norway.url})`,
        },
      ])
    },
  )

  it('Anthropic: reports the page Web Fetch read (its result comes only with a whole answer)', async () => {
    harness.openai.queue({
      content: 'The page says hello.',
      builtIn: { kind: 'fetchUrl', url: 'https://example.org/hello', title: 'Hello' },
    })
    const { result } = await ask(
      agentFlow(anthropic(false), { agentToolsBuiltInAnthropic: ['web_fetch_20250910'] }),
      false,
    )
    expect(result.text).toBe('The page says hello.')
    expect(result.usedTools).toEqual([
      {
        tool: 'web_fetch_20250910',
        toolInput: { url: 'https://example.org/hello' },
        toolOutput: 'Fetched https://example.org/hello',
      },
    ])
  })
})

describe('Agent: Gemini built-in tools', () => {
  it.each([false, true])(
    'Gemini: sends them as Gemini tools and reports the Google searches (streaming %s)',
    async (streaming) => {
      const from = harness.openai.calls.length
      harness.openai.queue({ content: ANSWER, builtIn: norway })
      const { result } = await ask(
        agentFlow(gemini(streaming), { agentToolsBuiltInGemini: ['googleSearch', 'urlContext'] }),
        streaming,
      )
      expect(result.text).toBe(ANSWER)
      const calls = callsSince(from, /:(generateContent|streamGenerateContent)$/)
      expect(calls).toHaveLength(1)
      expect(calls[0]?.path).toMatch(streaming ? /:streamGenerateContent$/ : /:generateContent$/)
      expect(toolsOf(calls[0])).toEqual([{ googleSearch: {} }, { urlContext: {} }])
      expect(result.usedTools).toEqual([
        {
          tool: 'googleSearch',
          toolInput: { queries: [norway.query] },
          toolOutput: `Searched for: ${norway.query}`,
        },
      ])
    },
  )

  it('Gemini: reports the pages URL Context read', async () => {
    harness.openai.queue({
      content: 'The page says hello.',
      builtIn: { kind: 'fetchUrl', url: 'https://example.org/hello', title: 'Hello' },
    })
    const { result } = await ask(agentFlow(gemini(), { agentToolsBuiltInGemini: ['urlContext'] }), false)
    expect(result.usedTools).toEqual([
      {
        tool: 'urlContext',
        toolInput: {
          urlMetadata: [
            { retrievedUrl: 'https://example.org/hello', urlRetrievalStatus: 'URL_RETRIEVAL_STATUS_SUCCESS' },
          ],
        },
        toolOutput: 'Processed 1 URL(s)',
      },
    ])
  })

  it('Gemini: shows the code it ran and its output in the answer, as Flowise does', async () => {
    harness.openai.queue({
      content: 'The answer is 42.',
      builtIn: { kind: 'codeExecution', code: 'print(6*7)', output: '42\n' },
    })
    const { result } = await ask(agentFlow(gemini(), { agentToolsBuiltInGemini: ['codeExecution'] }), false)
    expect(result.text).toBe(
      '\n```python\nprint(6*7)\n```\n\n**Code Output:**\n```\n42\n\n```\n\nThe answer is 42.',
    )
    expect(result.usedTools).toEqual([
      { tool: 'codeExecution', toolInput: { language: 'PYTHON', code: 'print(6*7)' }, toolOutput: '42\n' },
    ])
  })
})

describe('Agent: built-in tools of another provider', () => {
  it("sends only the list of the model's own provider: another provider's choice stays unsent", async () => {
    const from = harness.openai.calls.length
    harness.openai.queue({ content: ANSWER })
    const { result } = await ask(
      agentFlow(openAI(), {
        agentToolsBuiltInAnthropic: ['web_search_20250305'],
        agentToolsBuiltInGemini: ['googleSearch'],
      }),
      false,
    )
    expect(result.text).toBe(ANSWER)
    const calls = callsSince(from, /\/(responses|chat\/completions)$/)
    expect(calls.map((c) => c.path)).toEqual(['/v1/chat/completions'])
    expect(toolsOf(calls[0])).toEqual([])
    expect(result.usedTools ?? []).toEqual([])
  })
})
