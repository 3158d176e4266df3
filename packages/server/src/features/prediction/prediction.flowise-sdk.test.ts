import { FlowiseClient } from 'flowise-sdk'
import type { StreamResponse } from 'flowise-sdk/dist/flowise-sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TApiKeyCreated, TChatflow, TUnik } from '@unikflow/graph'
import { createUnik, signUp, type Session } from '../../test/api-client'
import { buildTestApp, testDialects, type TestApp } from '../../test/build-test-app'
import { fixtureFlowData, runsClient } from '../../test/prediction-setup'

/** What the SDK yields while streaming, gathered: the text of the token events and the event names. */
async function collect(stream: AsyncIterable<StreamResponse>): Promise<{ text: string; events: string[] }> {
  let text = ''
  const events: string[] = []
  for await (const chunk of stream) {
    events.push(chunk.event)
    if (chunk.event === 'token') text += chunk.data
  }
  return { text, events }
}

describe.each(testDialects)("Flowise's SDK (flowise-sdk 1.0.9) against Unikflow (%s)", (dialect) => {
  let fake: FakeOpenAI
  let t: TestApp
  let owner: Session
  let unik: TUnik
  let api: ReturnType<typeof runsClient>
  let flowData: string
  let publicFlow: TChatflow
  let keyedFlow: TChatflow
  let key: TApiKeyCreated
  let baseUrl: string

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    // The model says what it was given: the conversation it saw, one line a message.
    fake.respondWith((req) => ({
      content: req.messages.map((m) => `${m.role}: ${String(m.content)}`).join(' | '),
    }))
    t = await buildTestApp(dialect)
    owner = await signUp(t.app, 'sdk-owner@example.com')
    unik = await createUnik(t.app, owner, 'SDK')
    api = runsClient(t.app, unik.id)
    const credentialId = await api.credential(owner, 'openAIApi', {
      openAIApiKey: 'sk',
      basePath: fake.baseUrl,
    })
    flowData = fixtureFlowData('conversation-chain.json', { credentialId, credentialNodes: ['chatOpenAI'] })
    publicFlow = await api.flow(owner, 'Public', flowData, { isPublic: true })
    key = (await api.call(owner, 'POST', '/apikey', { keyName: 'sdk' })).json<TApiKeyCreated>()
    keyedFlow = await api.flow(owner, 'Keyed', flowData, { apikeyid: key.id })
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    t.app.server.closeAllConnections()
    await t.close()
    await fake.close()
  })

  it('streams a public flow without an API key', async () => {
    const client = new FlowiseClient({ baseUrl })
    const stream = await client.createPrediction({
      chatflowId: publicFlow.id,
      question: 'Hello',
      streaming: true,
    })
    const { text, events } = await collect(stream)
    expect(events[0]).toBe('start')
    expect(events).toContain('token')
    expect(events).toContain('metadata')
    expect(text).toContain('user: Hello')
  })

  it('streams a keyed flow with its API key (the streaming check itself needs no key)', async () => {
    const streaming = await fetch(`${baseUrl}/api/v1/chatflows-streaming/${keyedFlow.id}`)
    expect(await streaming.json()).toEqual({ isStreaming: true })

    const client = new FlowiseClient({ baseUrl, apiKey: key.apiKey })
    const stream = await client.createPrediction({
      chatflowId: keyedFlow.id,
      question: 'Keyed hi',
      streaming: true,
    })
    const { text, events } = await collect(stream)
    expect(events).toContain('end')
    expect(text).toContain('user: Keyed hi')

    // The key is still what lets a run in.
    const keyless = new FlowiseClient({ baseUrl })
    await expect(
      collect(await keyless.createPrediction({ chatflowId: keyedFlow.id, question: 'x', streaming: true })),
    ).rejects.toThrow('404')
  })

  it("takes history in the SDK's { message, type } shape beside { role, content }", async () => {
    const client = new FlowiseClient({ baseUrl })
    const answer = await client.createPrediction({
      chatflowId: publicFlow.id,
      question: 'And now?',
      history: [
        { type: 'userMessage', message: 'My name is Ada' },
        { type: 'apiMessage', message: 'Hello Ada' },
      ],
    })
    expect(answer.text).toMatch(/user: My name is Ada \| assistant: Hello Ada \| user: And now\?$/)

    const mixed = await fetch(`${baseUrl}/api/v1/prediction/${publicFlow.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        question: 'Third',
        history: [
          { role: 'userMessage', content: 'First' },
          { type: 'apiMessage', message: 'Second' },
        ],
      }),
    })
    expect(((await mixed.json()) as { text: string }).text).toMatch(
      /user: First \| assistant: Second \| user: Third$/,
    )
  })

  it('answers JSON to a stream request when the flow cannot stream (post processing), as the SDK then expects', async () => {
    const processed = await api.flow(owner, 'Processed', flowData, {
      isPublic: true,
      chatbotConfig: JSON.stringify({
        postProcessing: { enabled: true, customFunction: 'return "processed: " + $flow.rawOutput' },
      }),
    })
    const check = await fetch(`${baseUrl}/api/v1/chatflows-streaming/${processed.id}`)
    expect(await check.json()).toEqual({ isStreaming: false })
    const raw = await fetch(`${baseUrl}/api/v1/prediction/${processed.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'Q', streaming: true }),
    })
    expect(raw.headers.get('content-type')).toMatch(/^application\/json/)
    expect(((await raw.json()) as { text: string }).text).toMatch(/^processed: /)

    const client = new FlowiseClient({ baseUrl })
    const answer = await client.createPrediction({
      chatflowId: processed.id,
      question: 'Q2',
      streaming: true,
    })
    expect(answer).toMatchObject({ text: expect.stringMatching(/^processed: .*user: Q2/) })
  })

  it('the streaming check answers flows the API serves only: a private flow is 404', async () => {
    const hidden = await api.flow(owner, 'Hidden', flowData)
    expect((await fetch(`${baseUrl}/api/v1/chatflows-streaming/${hidden.id}`)).status).toBe(404)
  })
})
