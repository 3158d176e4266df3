import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { FlowMemory } from '../../shared/flow-memory'

const harness = useNodeHarness()

async function windowMemory(k: number | undefined, sessionId = 'window') {
  const services = harness.services()
  const memory = await harness.supply('bufferWindowMemory', {
    inputs: { ...(k === undefined ? {} : { k }), sessionId },
    services,
  })
  if (!(memory instanceof FlowMemory)) throw new Error('not a flow memory')
  for (let turn = 1; turn <= 5; turn++) await memory.saveTurn(`q${turn}`, `a${turn}`)
  return memory
}

describe('Buffer Window Memory', () => {
  it('shows the chain only the last k exchanges of its session', async () => {
    const memory = await windowMemory(2)
    expect(memory.sessionId).toBe('window')
    expect((await memory.getMessages()).map((m) => m.content)).toEqual(['q4', 'a4', 'q5', 'a5'])
  })

  it('keeps 4 exchanges by default and none at k = 0', async () => {
    expect(await (await windowMemory(undefined)).getMessages()).toHaveLength(8)
    expect(await (await windowMemory(0)).getMessages()).toEqual([])
  })
})
