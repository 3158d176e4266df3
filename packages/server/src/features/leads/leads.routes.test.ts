import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TLead, TUnik } from '@unikflow/graph'
import { createUnik, signUp, type Session } from '../../test/api-client'
import { buildTestApp, testDialects, type TestApp } from '../../test/build-test-app'
import { fixtureFlowData, runsClient } from '../../test/prediction-setup'

const SITE = 'https://shop.example'

describe.each(testDialects)('leads as flowise-embed sends them (%s)', (dialect) => {
  let t: TestApp
  let owner: Session
  let unik: TUnik
  let api: ReturnType<typeof runsClient>
  let flowData: string

  beforeAll(async () => {
    t = await buildTestApp(dialect)
    owner = await signUp(t.app, 'leads-owner@example.com')
    unik = await createUnik(t.app, owner, 'Leads')
    api = runsClient(t.app, unik.id)
    const credentialId = await api.credential(owner, 'openAIApi', {
      openAIApiKey: 'sk',
      basePath: 'http://127.0.0.1:9/v1',
    })
    flowData = fixtureFlowData('conversation-chain.json', { credentialId, credentialNodes: ['chatOpenAI'] })
  })
  afterAll(() => t.close())

  it('takes POST /api/v1/leads/ (trailing slash) from another site, with CORS on the answer and the preflight', async () => {
    const flow = await api.flow(owner, 'Lead bot', flowData, {
      isPublic: true,
      chatbotConfig: JSON.stringify({ leads: { status: true, name: true, email: true, phone: true } }),
    })
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/leads/',
      headers: { origin: SITE, 'access-control-request-method': 'POST' },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe(SITE)
    expect(preflight.headers['access-control-allow-methods']).toContain('POST')

    // flowise-embed's body: chatflowid, chatId, name, email, phone.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads/',
      headers: { origin: SITE },
      payload: {
        chatflowid: flow.id,
        chatId: 'chat-embed-1',
        name: 'Ada',
        email: 'ada@example.com',
        phone: '+1 555 0100',
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['access-control-allow-origin']).toBe(SITE)
    expect(res.json<TLead>()).toMatchObject({ chatflowid: flow.id, chatId: 'chat-embed-1', name: 'Ada' })

    const listed = await api.call(owner, 'GET', `/chatflows/${flow.id}/leads/`)
    expect(listed.json<TLead[]>().map((l) => l.email)).toEqual(['ada@example.com'])
  })

  it('answers other public paths with a trailing slash too', async () => {
    const flow = await api.flow(owner, 'Slash bot', flowData, { isPublic: true })
    const config = await t.app.inject({ method: 'GET', url: `/api/v1/public-chatbotConfig/${flow.id}/` })
    expect(config.statusCode, config.body).toBe(200)
    const streaming = await t.app.inject({ method: 'GET', url: `/api/v1/chatflows-streaming/${flow.id}/` })
    expect(streaming.json()).toEqual({ isStreaming: true })
  })
})
