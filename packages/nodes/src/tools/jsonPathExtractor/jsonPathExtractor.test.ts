import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { toolAgentFlow } from '../../testing/agent-flows'
import { pathKeys, valueAt } from './json-path'

const harness = useNodeHarness()

const extract = async (inputs: Record<string, unknown>, json: unknown) => {
  harness.openai.queue(
    { toolCalls: [{ name: 'json_path_extractor', arguments: { json } }] },
    { content: 'ok' },
  )
  const result = await harness.runFlow(toolAgentFlow([{ id: 't', name: 'jsonPathExtractor', inputs }]), {
    question: 'extract',
  })
  return String(result.usedTools?.[0]?.toolOutput)
}

describe("JSON Path Extractor (a Tool Agent's tool)", () => {
  it('takes the value at the path from JSON text or an object', async () => {
    expect(await extract({ path: 'user.items[1].id' }, '{"user":{"items":[{"id":1},{"id":"b"}]}}')).toBe('b')
    expect(await extract({ path: 'user' }, { user: { name: 'Ada' } })).toBe('{"name":"Ada"}')
  })

  it('tells the agent a missing path or bad JSON, or answers null when the node says so', async () => {
    expect(await extract({ path: 'missing' }, '{"a":1}')).toMatch(/Path "missing" is not in the JSON/)
    expect(await extract({ path: 'a' }, '{oops')).toMatch(/Invalid JSON/)
    expect(await extract({ path: 'missing', returnNullOnError: true }, '{"a":1}')).toBe('null')
  })

  it('reads dotted, indexed and quoted keys, never inherited ones', () => {
    expect(pathKeys('a.b[0]["c.d"]')).toEqual(['a', 'b', '0', 'c.d'])
    expect(valueAt({ a: [{ 'c.d': 5 }] }, 'a[0]["c.d"]')).toBe(5)
    expect(valueAt({}, 'constructor')).toBeUndefined()
  })
})
