import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TAgentThreadStore } from '@unikflow/nodes'
import { runFlow } from './run-flow'
import { createTestServices } from '../testing/test-services'
import { buildV2Flow } from '../testing/v2-flows'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

const table = new Map<string, string>()
const threads: TAgentThreadStore = {
  load: async (id) => table.get(id),
  save: async (id, data) => void table.set(id, data),
}

const reply = (id: string, message: string, parent?: string) => ({
  id,
  name: 'directReplyAgentflow',
  inputs: { directReplyMessage: message },
  ...(parent ? { parent } : {}),
})

const flow = buildV2Flow(
  [
    { id: 'start', name: 'startAgentflow' },
    { id: 'iter', name: 'iterationAgentflow', inputs: { iterationInput: '["a", "b", "c"]' } },
    {
      id: 'check',
      name: 'humanInputAgentflow',
      parent: 'iter',
      inputs: { humanInputDescriptionType: 'fixed', humanInputDescription: 'Keep {{ $iteration }}?' },
    },
    reply('keep', 'kept {{ $iteration }}', 'iter'),
    reply('drop', 'dropped {{ $iteration }}', 'iter'),
    reply('done', 'Got {{ iter }}'),
  ],
  [
    ['start', 'iter'],
    ['check', 'keep', 0],
    ['check', 'drop', 1],
    ['iter', 'done'],
  ],
)

const ask = (question: string) =>
  runFlow({
    chatId: 'chat-iter',
    flowId: 'flow-iter',
    flowData: flow,
    question,
    services: { ...createTestServices(fake.baseUrl), agentThreads: threads },
  })

describe('Agentflow v2 Human Input inside an Iteration', () => {
  it('pauses at each item and resumes at that item, keeping the results of the items before', async () => {
    const first = await ask('go')
    expect(first.text).toBe('Keep a?')
    expect(first.action?.mapping).toMatchObject({ approve: 'Proceed', reject: 'Reject' })
    const second = await ask('Proceed')
    expect(second.text).toBe('Keep b?')
    const third = await ask('Reject')
    expect(third.text).toBe('Keep c?')
    const last = await ask('Proceed')
    expect(last.text).toBe('Got ["kept a","dropped b","kept c"]')
    const inner = last.agentFlowExecutedData?.filter((d) => d.nodeId === 'keep' || d.nodeId === 'drop')
    expect(inner?.map((d) => [d.nodeId, d.iterationIndex])).toEqual([
      ['keep', 0],
      ['drop', 1],
      ['keep', 2],
    ])
    // Finished: a new message starts over at the first item.
    expect((await ask('go')).text).toBe('Keep a?')
  })
})
