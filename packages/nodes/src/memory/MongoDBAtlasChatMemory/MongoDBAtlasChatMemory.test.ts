import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { startFakeMongoDb, type FakeMongoDb } from '@unikflow/testkit'
import { getNodeDescriptor } from '../../index'

const harness = useNodeHarness()
let mongo: FakeMongoDb
beforeAll(async () => {
  mongo = await startFakeMongoDb()
})
afterAll(() => mongo.close())

const flow = (inputs: Record<string, unknown> = {}) =>
  buildFlow([
    { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
    {
      id: 'mem',
      name: 'MongoDBAtlasChatMemory',
      credential: 'cred-mongo',
      inputs: { databaseName: 'app', collectionName: 'chats', ...inputs },
    },
    {
      id: 'c',
      name: 'conversationChain',
      inputs: { model: '{{m.data.instance}}', memory: '{{mem.data.instance}}' },
    },
  ])
const services = (allow = ['127.0.0.1']) =>
  harness.services({
    allowPrivateHosts: allow,
    credentials: { 'cred-mongo': { mongoDBConnectUrl: `${mongo.url}/?appName=test` } },
  })
const lastPrompt = () =>
  JSON.stringify(harness.openai.calls.filter((c) => c.path.endsWith('/chat/completions')).at(-1)?.body)

describe('MongoDB Atlas Chat Memory', () => {
  it('opens with its inputs as Flowise saved them', () => {
    const descriptor = getNodeDescriptor('MongoDBAtlasChatMemory')
    expect(descriptor?.inputs.map((i) => i.name)).toEqual([
      'databaseName',
      'collectionName',
      'sessionId',
      'memoryKey',
    ])
    expect(descriptor?.credential?.credentialNames).toEqual(['mongoDBUrlApi'])
    expect(descriptor?.description).not.toMatch(/does not ship/)
  })

  it('keeps the chat in one document per session, in Flowise’s shape, and reads it back', async () => {
    // Written by Flowise before: its turns are the history of this session's first question.
    mongo.collections.set('app.chats', [
      {
        _id: 'flowise-doc',
        sessionId: 'chat-1',
        messages: [
          { type: 'human', data: { content: 'My name is Ada.', additional_kwargs: {} } },
          { type: 'ai', data: { content: 'Hello Ada.', additional_kwargs: {} } },
        ],
      },
    ])
    harness.openai.queue({ content: 'You are Ada.' })
    const run = await harness.runFlow(flow(), {
      question: 'Who am I?',
      chatId: 'chat-1',
      services: services(),
    })
    expect(run.text).toBe('You are Ada.')
    expect(lastPrompt()).toContain('My name is Ada.')
    const [doc] = mongo.collections.get('app.chats') ?? []
    expect(doc?.messages).toEqual([
      { type: 'human', data: { content: 'My name is Ada.', additional_kwargs: {} } },
      { type: 'ai', data: { content: 'Hello Ada.', additional_kwargs: {} } },
      { type: 'human', data: { content: 'Who am I?', additional_kwargs: {} } },
      { type: 'ai', data: { content: 'You are Ada.', additional_kwargs: {} } },
    ])
  })

  it('a Session Id of the node names the document; a new session is created by the first turn', async () => {
    harness.openai.queue({ content: 'Noted.' })
    await harness.runFlow(flow({ sessionId: 'fixed' }), { question: 'Tea, please.', services: services() })
    const doc = mongo.collections.get('app.chats')?.find((d) => d.sessionId === 'fixed')
    expect(doc?.messages).toHaveLength(2)
  })

  it('refuses a loopback MongoDB unless the operator allows it', async () => {
    const before = mongo.connections
    await expect(
      harness.runFlow(flow(), { question: 'hi', chatId: 'chat-2', services: services([]) }),
    ).rejects.toThrow(/Refused to connect to 127\.0\.0\.1 .*private or reserved address/)
    expect(mongo.connections).toBe(before)
  })
})
