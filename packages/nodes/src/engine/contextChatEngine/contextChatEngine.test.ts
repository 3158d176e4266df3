import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { type TChatBody, useLlamaIndexStore } from '../../testing/llamaindex-index'

const harness = useNodeHarness()
const { services, indexFlow, ask, chatCalls } = useLlamaIndexStore(harness)

describe('Context Chat Engine', () => {
  it('Context Chat Engine answers from the context retrieved for each message and keeps the session history', async () => {
    const flow = indexFlow(
      'c1',
      'Cats purr.\n\nDogs bark.',
      {
        id: 'ce',
        name: 'contextChatEngine',
        inputs: {
          model: '{{m.data.instance}}',
          vectorStoreRetriever: '{{v.data.instance}}',
          memory: '{{mem.data.instance}}',
          systemMessagePrompt: 'Be brief.',
          returnSourceDocuments: true,
        },
      },
      { nodes: [{ id: 'mem', name: 'bufferMemory' }] },
    )
    const session = services()
    harness.openai.queue({ content: 'They purr.' }, { content: 'They bark.' })
    expect((await ask(flow, 'Cats purr.', 'ce-1', session)).text).toBe('They purr.')
    const second = await ask(flow, 'Dogs bark.', 'ce-1', session)
    expect(second.text).toBe('They bark.')
    expect(second.sourceDocuments?.map((d) => d.pageContent)).toEqual(['Dogs bark.'])
    const messages = (chatCalls().at(-1)?.body as TChatBody).messages
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user'])
    expect(messages[0]?.content).toMatch(/^Be brief\.\n\n/)
    expect(messages[0]?.content).toContain('Dogs bark.')
    expect(messages[0]?.content).not.toContain('Cats purr.')
    expect(messages.slice(1).map((m) => m.content)).toEqual(['Cats purr.', 'They purr.', 'Dogs bark.'])
  })
})
