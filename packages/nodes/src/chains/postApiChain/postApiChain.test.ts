import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { usePetsApiChain } from '../../testing/pets-api-chain'

const harness = useNodeHarness()
const { api, ask } = usePetsApiChain(harness, 'postApiChain')

describe('POST API Chain', () => {
  it('the model writes the URL and the JSON body', async () => {
    harness.openai.queue(
      { content: `{"url": "${api().url}/v1/pets", "data": {"name": "Tom"}}` },
      { content: 'Added Tom.' },
    )
    const result = await ask()
    expect(result.text).toBe('Added Tom.')
    expect(api().requests.at(-1)).toMatchObject({ method: 'POST', url: '/v1/pets', body: '{"name":"Tom"}' })
    expect(api().requests.at(-1)?.headers['x-key']).toBe('k1')
  })
})
