import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { usePetsApiChain } from '../../testing/pets-api-chain'

const harness = useNodeHarness()
const { api, ask, chat } = usePetsApiChain(harness, 'getApiChain')

describe('GET API Chain', () => {
  it('the model writes the URL from the docs, the answer comes from the response', async () => {
    harness.openai.queue({ content: `${api().url}/v1/pets/7` }, { content: 'It is Rex.' })
    const result = await ask()
    expect(result.text).toBe('It is Rex.')
    expect(api().requests.at(-1)).toMatchObject({ method: 'GET', url: '/v1/pets/7' })
    expect(api().requests.at(-1)?.headers['x-key']).toBe('k1')
    expect(JSON.stringify(chat().at(-2)?.body)).toContain('GET /pets/{id} reads a pet')
    expect(JSON.stringify(chat().at(-1)?.body)).toContain('\\"name\\":\\"Rex\\"')
  })

  it('sends the Headers only to a host the docs name (the same server under another name gets none)', async () => {
    const elsewhere = api().url.replace('127.0.0.1', 'localhost')
    harness.openai.queue({ content: `${elsewhere}/v1/pets/7` }, { content: 'It is Rex.' })
    await ask(['127.0.0.1', 'localhost'])
    expect(api().requests.at(-1)).toMatchObject({ method: 'GET', url: '/v1/pets/7' })
    expect(api().requests.at(-1)?.headers['x-key']).toBeUndefined()
  })

  it('a URL the guard refuses reaches the model as a failed request', async () => {
    const before = api().requests.length
    harness.openai.queue({ content: `${api().url}/v1/pets/7` }, { content: 'Could not reach it.' })
    const result = await ask([])
    expect(result.text).toBe('Could not reach it.')
    expect(api().requests.length).toBe(before)
    expect(JSON.stringify(chat().at(-1)?.body)).toContain('The request failed')
  })
})
