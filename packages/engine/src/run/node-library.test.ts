import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nodeLibrary, type TNodeLibrary } from '@unikflow/nodes'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { runFlow } from './run-flow'
import { RunFailure } from './errors'
import { buildV2Flow } from '../testing/v2-flows'
import { createTestServices, loadFixture, withCredential } from '../testing/test-services'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

/** The catalogue less the runtimes of `hidden` (their descriptors stay): what a narrower host would hand over. */
function without(hidden: readonly string[]): TNodeLibrary {
  return {
    getNodeDescriptor: nodeLibrary.getNodeDescriptor,
    loadRuntime: async (name) => (hidden.includes(name) ? undefined : nodeLibrary.loadRuntime(name)),
  }
}

const conversation = () =>
  withCredential(loadFixture('conversation-chain.json'), 'cred-openai', ['chatOpenAI'])

describe('the node library the engine is handed', () => {
  it('runs a chatflow with the runtimes of the library it is given, and only those', async () => {
    const services = createTestServices(fake.baseUrl)
    const ran = await runFlow({
      chatId: 'c1',
      flowId: 'lib-1',
      flowData: conversation(),
      question: 'hi',
      services,
    })
    expect(ran.text).toBe('You said: hi')
    const narrow = { ...services, nodes: without(['chatOpenAI']) }
    // The same stored flow id: a plan made with another library is not reused.
    const refused = runFlow({
      chatId: 'c2',
      flowId: 'lib-1',
      flowData: conversation(),
      question: 'hi',
      services: narrow,
    })
    await expect(refused).rejects.toThrow(RunFailure)
    await expect(refused).rejects.toThrow(/Node types not implemented \(chatOpenAI\)/)
  })

  it('runs Agentflow v2 nodes through the same registry', async () => {
    const flowData = buildV2Flow(
      [
        { id: 'start', name: 'startAgentflow' },
        { id: 'reply', name: 'directReplyAgentflow', inputs: { directReplyMessage: 'Hello from v2' } },
      ],
      [['start', 'reply']],
    )
    const services = createTestServices(fake.baseUrl)
    const ran = await runFlow({ chatId: 'c3', flowId: 'lib-2', flowData, question: 'hi', services })
    expect(ran.text).toBe('Hello from v2')
    const narrow = { ...services, nodes: without(['directReplyAgentflow']) }
    await expect(
      runFlow({ chatId: 'c4', flowId: 'lib-2', flowData, question: 'hi', services: narrow }),
    ).rejects.toThrow(/directReplyAgentflow cannot run yet/)
  })
})
