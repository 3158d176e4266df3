import { describe, expect, it } from 'vitest'
import { RunFailure } from '@unikflow/engine'
import { useNodeHarness } from '@unikflow/engine/testing'
import { getNodeDescriptor } from '../../index'

const harness = useNodeHarness()

describe('AI Plugin (retired by Flowise)', () => {
  it('opens with a DEPRECATING badge; an agent using it fails naming the OpenAPI Toolkit', async () => {
    expect(getNodeDescriptor('aiPlugin')?.badge).toBe('DEPRECATING')
    const failed = await harness
      .runFlow(
        [
          { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
          {
            id: 'p',
            name: 'aiPlugin',
            inputs: { pluginUrl: 'https://example.com/.well-known/ai-plugin.json' },
          },
          {
            id: 'a',
            name: 'toolAgent',
            inputs: { model: '{{m.data.instance}}', tools: ['{{p.data.instance}}'] },
          },
        ],
        { question: 'shop' },
      )
      .catch((e: unknown) => e)
    expect(failed).toBeInstanceOf(RunFailure)
    expect(String(failed)).toContain('no longer runs (Flowise retired it): use the OpenAPI Toolkit')
  })
})
