import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { llmChainOn } from '../../testing/chain-flows'

const harness = useNodeHarness()

describe('ChatAnthropic against the fake server', () => {
  it.each([false, true])('ChatAnthropic calls /v1/messages (streaming %s)', async (streaming) => {
    const flow = llmChainOn({
      id: 'm',
      name: 'chatAnthropic',
      credential: 'cred-anthropic',
      inputs: { modelName: 'claude-3-haiku', streaming },
    })
    harness.openai.queue({ content: 'hello from claude' })
    const { result, tokens } = await harness.runFlowWithEvents(flow, { question: 'hi' })
    expect(result.text).toBe('hello from claude')
    expect(tokens.length).toBe(streaming ? 3 : 1)
    const call = harness.openai.calls.at(-1)
    expect(call?.path).toBe('/v1/messages')
    expect(call?.headers['x-api-key']).toBe('a-test')
    expect(call?.body).toMatchObject({ model: 'claude-3-haiku', messages: [{ role: 'user' }] })
  })

  it('ChatAnthropic drives the Tool Agent with tool_use blocks', async () => {
    const flow = buildFlow([
      {
        id: 'm',
        name: 'chatAnthropic',
        credential: 'cred-anthropic',
        inputs: { modelName: 'claude-3-haiku' },
      },
      { id: 't', name: 'calculator' },
      {
        id: 'a',
        name: 'toolAgent',
        inputs: { model: '{{m.data.instance}}', tools: ['{{t.data.instance}}'] },
      },
    ])
    harness.openai.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '6*7' } }] },
      { content: '42' },
    )
    const { result } = await harness.runFlowWithEvents(flow, { question: 'six times seven' })
    expect(result.text).toBe('42')
    expect(result.usedTools).toEqual([{ tool: 'calculator', toolInput: { input: '6*7' }, toolOutput: '42' }])
    expect(JSON.stringify(harness.openai.calls.at(-1)?.body)).toContain('tool_result')
  })
})
