import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { getNodeDescriptor } from '../../index'

const harness = useNodeHarness()

describe('MongoDB Atlas Chat Memory', () => {
  it('opens with its inputs as Flowise saved them, and its run says what it needs', async () => {
    const descriptor = getNodeDescriptor('MongoDBAtlasChatMemory')
    expect(descriptor?.inputs.map((i) => i.name)).toEqual([
      'databaseName',
      'collectionName',
      'sessionId',
      'memoryKey',
    ])
    expect(descriptor?.credential?.credentialNames).toEqual(['mongoDBUrlApi'])
    expect(descriptor?.description).toMatch(/does not ship/)
    const flow = buildFlow([
      { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
      { id: 'mem', name: 'MongoDBAtlasChatMemory', inputs: { databaseName: 'app', collectionName: 'chats' } },
      {
        id: 'c',
        name: 'conversationChain',
        inputs: { model: '{{m.data.instance}}', memory: '{{mem.data.instance}}' },
      },
    ])
    await expect(harness.runFlow(flow, { question: 'hi' })).rejects.toThrow(
      /needs a MongoDB driver \(the mongodb package\)/,
    )
  })
})
