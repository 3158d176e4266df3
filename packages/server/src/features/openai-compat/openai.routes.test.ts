import OpenAI from 'openai'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TApiKeyCreated, TChatflow, TUnik } from '@unikflow/graph'
import { createUnik, signUp, type Session } from '../../test/api-client'
import { buildTestApp, describeDialects, type TestApp } from '../../test/build-test-app'
import { fixtureFlowData, runsClient } from '../../test/prediction-setup'

describeDialects('OpenAI-compatible endpoint with the official client (%s)', (dialect) => {
  let fake: FakeOpenAI
  let t: TestApp
  let owner: Session
  let unik: TUnik
  let api: ReturnType<typeof runsClient>
  let publicFlow: TChatflow
  let keyedFlow: TChatflow
  let key: TApiKeyCreated
  let base: string
  const client = (flowId: string, apiKey = 'unused') =>
    new OpenAI({ baseURL: `${base}/api/v1/openai/${flowId}`, apiKey, maxRetries: 0 })

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    fake.respondWith((req) => ({
      content: `${req.messages.length} messages, last: ${String(req.messages.at(-1)?.content)}`,
    }))
    t = await buildTestApp(dialect)
    owner = await signUp(t.app, 'openai-owner@example.com')
    unik = await createUnik(t.app, owner, 'OpenAI')
    api = runsClient(t.app, unik.id)
    const credentialId = await api.credential(owner, 'openAIApi', {
      openAIApiKey: 'sk',
      basePath: fake.baseUrl,
    })
    const flowData = fixtureFlowData('conversation-chain.json', {
      credentialId,
      credentialNodes: ['chatOpenAI'],
    })
    publicFlow = await api.flow(owner, 'Public', flowData, { isPublic: true })
    key = (await api.call(owner, 'POST', '/apikey', { keyName: 'sdk' })).json<TApiKeyCreated>()
    keyedFlow = await api.flow(owner, 'Keyed', flowData, { apikeyid: key.id })
    base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    t.app.server.closeAllConnections()
    await t.close()
    await fake.close()
  })

  it('answers chat.completions.create with the flow (last user message as the question, earlier ones as history)', async () => {
    const completion = await client(publicFlow.id).chat.completions.create({
      model: 'my-flow',
      messages: [
        { role: 'system', content: 'ignored by the flow' },
        { role: 'user', content: 'first' },
        { role: 'assistant', content: 'first answer' },
        { role: 'user', content: 'second' },
      ],
    })
    expect(completion.object).toBe('chat.completion')
    expect(completion.model).toBe('my-flow')
    expect(completion.choices[0]?.message).toMatchObject({ role: 'assistant' })
    expect(completion.choices[0]?.finish_reason).toBe('stop')
    // The flow's system prompt + the two history messages + the question.
    expect(completion.choices[0]?.message.content).toBe('4 messages, last: second')
    expect(completion.usage?.total_tokens).toBeGreaterThan(0)
  })

  it('streams chat.completion.chunk events ending with [DONE]', async () => {
    const stream = await client(publicFlow.id).chat.completions.create({
      model: 'm',
      stream: true,
      messages: [{ role: 'user', content: 'stream please' }],
    })
    const parts: string[] = []
    const finish: (string | null)[] = []
    for await (const chunk of stream) {
      expect(chunk.object).toBe('chat.completion.chunk')
      parts.push(chunk.choices[0]?.delta.content ?? '')
      finish.push(chunk.choices[0]?.finish_reason ?? null)
    }
    expect(parts.join('')).toBe('2 messages, last: stream please')
    expect(parts.filter(Boolean).length).toBeGreaterThan(1)
    expect(finish.at(-1)).toBe('stop')
    const raw = await fetch(`${base}/api/v1/openai/${publicFlow.id}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ stream: true, messages: [{ role: 'user', content: 'x' }] }),
    })
    expect((await raw.text()).trimEnd().endsWith('data: [DONE]')).toBe(true)
  })

  it("takes the flow's API key as the SDK key; lists the flow as a model", async () => {
    const ask = (apiKey: string) =>
      client(keyedFlow.id, apiKey).chat.completions.create({
        model: 'm',
        messages: [{ role: 'user', content: 'k' }],
      })
    await expect(ask('wrong')).rejects.toMatchObject({ status: 404 })
    expect((await ask(key.apiKey)).choices[0]?.message.content).toBe('2 messages, last: k')
    const models = await client(keyedFlow.id, key.apiKey).models.list()
    expect(models.data.map((m) => m.id)).toEqual([keyedFlow.id])
    await expect(
      client(publicFlow.id).chat.completions.create({
        model: 'm',
        messages: [{ role: 'system', content: 'no user' }],
      }),
    ).rejects.toMatchObject({ status: 400 })
  })
})
