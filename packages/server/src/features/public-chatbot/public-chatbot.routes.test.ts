import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TChatflow, TLead, TPublicChatbotConfig, TUnik } from '@unikflow/graph'
import type { DialectName } from '../../db/database'
import { createUnik, signUp, type Session } from '../../test/api-client'
import { buildTestApp, describeDialects, type TestApp } from '../../test/build-test-app'
import { fixtureFlowData, runsClient } from '../../test/prediction-setup'
import { chatflowsClient } from '../../test/chatflows-client'
import { readAgentflowV2Fixture } from '@unikflow/testkit/fixtures'

/** An app serving built web and embed bundles, with a unik, a credential and a flow, shared by the groups of tests below. */
function publicChatbotSuite(dialect: DialectName) {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as {
    t: TestApp
    owner: Session
    unik: TUnik
    api: ReturnType<typeof runsClient>
    flowData: string
    credentialId: string
  }
  const dist = mkdtempSync(join(tmpdir(), 'unikflow-dist-'))
  const webDist = join(dist, 'web')
  const embedDist = join(dist, 'embed')

  beforeAll(async () => {
    mkdirSync(webDist)
    mkdirSync(embedDist)
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>spa</title>')
    fx.t = await buildTestApp(dialect, { webDistDir: webDist, env: { EMBED_DIST_DIR: embedDist } })
    fx.owner = await signUp(fx.t.app, 'public-owner@example.com')
    fx.unik = await createUnik(fx.t.app, fx.owner, 'Public')
    fx.api = runsClient(fx.t.app, fx.unik.id)
    fx.credentialId = await fx.api.credential(fx.owner, 'openAIApi', {
      openAIApiKey: 'sk-never-shown',
      basePath: 'http://127.0.0.1:9/v1',
    })
    fx.flowData = fixtureFlowData('conversation-chain.json', {
      credentialId: fx.credentialId,
      credentialNodes: ['chatOpenAI'],
    })
  })
  afterAll(() => fx.t.close())

  const config = (id: string) => fx.t.app.inject({ method: 'GET', url: `/api/v1/public-chatbotConfig/${id}` })
  const lead = (payload: object) => fx.t.app.inject({ method: 'POST', url: '/api/v1/leads', payload })
  return Object.assign(fx, { dist, webDist, embedDist, config, lead })
}

type PublicChatbotSuite = ReturnType<typeof publicChatbotSuite>

function chatbotConfig(fx: PublicChatbotSuite) {
  const { config } = fx
  it('serves display settings, starters and feature switches — never flowData, credentials or server settings', async () => {
    const chatbotConfig = {
      title: 'Helpdesk',
      welcomeMessage: 'Hello!',
      botMessage: { backgroundColor: '#f7f8ff', textColor: '#303235', showAvatar: true },
      starterPrompts: { 0: { prompt: 'What can you do?' }, 1: { prompt: 'Opening hours?' } },
      chatFeedback: { status: true },
      leads: { status: true, title: 'Stay in touch', successMessage: 'Thanks!', name: true, email: true },
      allowedOrigins: ['https://shop.example'],
      allowedOriginsError: 'secret-ish text',
      postProcessing: { enabled: false, customFunction: 'return "hidden code"' },
      fullFileUpload: { status: true, allowedUploadFileTypes: 'application/pdf', maxUploadSize: 5 },
      textInput: { placeholder: 'Ask', apiKey: 'nested-key-value' },
    }
    const flow = await fx.api.flow(fx.owner, 'Public bot', fx.flowData, {
      isPublic: true,
      chatbotConfig: JSON.stringify(chatbotConfig),
      speechToText: JSON.stringify({ openAIWhisper: { status: true, credentialId: fx.credentialId } }),
    })
    const res = await config(flow.id)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json<TPublicChatbotConfig>()
    expect(body).toMatchObject({
      title: 'Helpdesk',
      welcomeMessage: 'Hello!',
      botMessage: chatbotConfig.botMessage,
      starterPrompts: chatbotConfig.starterPrompts,
      chatFeedback: { status: true },
      leads: {
        status: true,
        title: 'Stay in touch',
        successMessage: 'Thanks!',
        name: true,
        email: true,
        phone: false,
      },
      followUpPrompts: { status: false },
      uploads: {
        isSpeechToTextEnabled: true,
        isRAGFileUploadAllowed: true,
        fileUploadSizeAndTypes: [{ fileTypes: ['application/pdf'], maxUploadSize: 5 }],
      },
      isStreaming: true,
      textInput: { placeholder: 'Ask' },
    })
    // Flowise's widget reads the File upload tab's switch and types; nothing else of it is sent.
    expect(body.fullFileUpload).toEqual({ status: true, allowedUploadFileTypes: 'application/pdf' })
    for (const key of ['flowData', 'allowedOrigins', 'allowedOriginsError', 'postProcessing', 'apikeyid'])
      expect(Object.keys(body)).not.toContain(key)
    for (const text of [
      fx.credentialId,
      'sk-never-shown',
      'hidden code',
      'nested-key-value',
      'secret-ish',
      'chatOpenAI_0',
    ])
      expect(res.body).not.toContain(text)
  })

  it("carries an Agentflow v2 Start node's form (and nothing else of the graph) as Flowise's widget reads it", async () => {
    const graph = JSON.parse(readAgentflowV2Fixture('support-desk.json').text) as {
      nodes: { id: string; data: { name: string; inputs: Record<string, unknown> } }[]
    }
    const form = {
      startInputType: 'formInput',
      formTitle: 'Book a fitting',
      formDescription: 'Tell us your size',
      formInputTypes: [
        { type: 'string', label: 'Your name', name: 'name' },
        { type: 'options', label: 'Size', name: 'size', addOptions: [{ option: 'S' }, { option: 'M' }] },
      ],
    }
    for (const node of graph.nodes)
      if (node.data.name === 'startAgentflow') Object.assign(node.data.inputs, form)
    const made = await chatflowsClient(fx.t.app, fx.unik.id).make(fx.owner, {
      name: 'Fitting',
      type: 'AGENTFLOW',
      flowData: JSON.stringify(graph),
    })
    const flow = await fx.api.update(fx.owner, made, { isPublic: true })
    const body = (await config(flow.id)).json<TPublicChatbotConfig>()
    expect(typeof body.flowData).toBe('string')
    const shown = JSON.parse(String(body.flowData)) as typeof graph & { edges: unknown[] }
    expect(shown).toEqual({
      nodes: [{ id: 'startAgentflow_0', data: { name: 'startAgentflow', inputs: form } }],
      edges: [],
    })
    for (const text of ['startState', 'topic', 'llmAgentflow', 'chatOpenAI', 'credential'])
      expect(String(body.flowData)).not.toContain(text)
    // A chain flow shows no graph at all.
    const chain = await fx.api.flow(fx.owner, 'Chain bot', fx.flowData, { isPublic: true })
    expect((await config(chain.id)).json()).not.toHaveProperty('flowData')
  })

  it('answers 404 "Invalid Chatbot…" for private or unknown flows; the streaming check needs access too', async () => {
    const hidden = await fx.api.flow(fx.owner, 'Private bot', fx.flowData)
    for (const [id, code] of [
      [hidden.id, 'CHATBOT_PRIVATE'],
      ['nope', 'NOT_FOUND'],
    ]) {
      const res = await config(id ?? '')
      expect(res.statusCode).toBe(404)
      // The page says a private flow is private; anything else is the spec's text.
      expect(res.json()).toMatchObject({ code, message: 'Invalid Chatbot. Please check your configuration.' })
    }
    expect(
      (await fx.t.app.inject({ method: 'GET', url: `/api/v1/chatflows-streaming/${hidden.id}` })).statusCode,
    ).toBe(404)
    const shown = await fx.api.update(fx.owner, hidden, { isPublic: true })
    const streaming = await fx.t.app.inject({ method: 'GET', url: `/api/v1/chatflows-streaming/${shown.id}` })
    expect(streaming.json()).toEqual({ isStreaming: true })
    // The page is titled with the flow's name.
    expect((await config(shown.id)).json()).toMatchObject({ flowName: 'Private bot' })
  })
}

function leads(fx: PublicChatbotSuite) {
  const { lead } = fx
  it('captures leads of public flows with leads on (fields checked), lists them and exports CSV', async () => {
    const flow = await fx.api.flow(fx.owner, 'Leads bot', fx.flowData, {
      isPublic: true,
      chatbotConfig: JSON.stringify({
        leads: { status: true, title: 'Hi', name: true, email: true, phone: true },
      }),
    })
    const base = { chatflowid: flow.id, chatId: 'chat-1' }
    expect((await lead({ ...base, name: 'Ann', phone: '+1 555 0100' })).json()).toMatchObject({
      message: 'Email is required',
    })
    expect((await lead({ ...base, name: 'Ann', email: 'nope', phone: '+1 555 0100' })).json()).toMatchObject({
      message: 'Invalid email format',
    })
    expect((await lead({ ...base, name: 'Ann', email: 'a@b.co', phone: 'call me' })).json()).toMatchObject({
      message: 'Invalid phone number',
    })
    const saved = await lead({ ...base, name: '=Ann, "A"', email: 'ann@example.com', phone: '+1 555 0100' })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ chatflowid: flow.id, chatId: 'chat-1', email: 'ann@example.com' })

    const off = await fx.api.flow(fx.owner, 'No leads', fx.flowData, { isPublic: true })
    expect((await lead({ chatflowid: off.id, name: 'x' })).statusCode).toBe(403)
    const hidden = await fx.api.flow(fx.owner, 'Hidden leads', fx.flowData, {
      chatbotConfig: JSON.stringify({ leads: { status: true, name: true } }),
    })
    expect((await lead({ chatflowid: hidden.id, name: 'x' })).statusCode).toBe(404)

    const listed = await fx.api.call(fx.owner, 'GET', `/chatflows/${flow.id}/leads`)
    expect(listed.json<TLead[]>().map((l) => l.name)).toEqual(['=Ann, "A"'])
    const csv = await fx.api.call(fx.owner, 'GET', `/chatflows/${flow.id}/leads?format=csv`)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toContain(`leads-${flow.id}.csv`)
    const [header, row] = csv.body.split('\r\n')
    expect(header).toBe('Name,Email,Phone,Points,Created')
    expect(row).toMatch(/^"'=Ann, ""A""",ann@example.com,'\+1 555 0100,,\d{4}-/)
  })

  it('rate limits the leads form per visitor (10 a minute without a flow limit)', async () => {
    const flow: TChatflow = await fx.api.flow(fx.owner, 'Busy leads', fx.flowData, {
      isPublic: true,
      chatbotConfig: JSON.stringify({ leads: { status: true, name: true } }),
    })
    const codes: number[] = []
    for (let i = 0; i < 11; i++)
      codes.push(
        (
          await fx.t.app.inject({
            method: 'POST',
            url: '/api/v1/leads',
            payload: { chatflowid: flow.id, name: `n${i}` },
            remoteAddress: '10.9.9.9',
          })
        ).statusCode,
      )
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true)
    expect(codes[10]).toBe(429)
  })
}

function bundles(fx: PublicChatbotSuite) {
  const { dist, embedDist } = fx
  it('serves /embed/web.js from EMBED_DIST_DIR (JS, CORS *, cached with an ETag) and 404s when not built', async () => {
    expect((await fx.t.app.inject({ method: 'GET', url: '/embed/web.js' })).statusCode).toBe(404)
    writeFileSync(join(embedDist, 'web.js'), 'export default { init() {} }')
    const res = await fx.t.app.inject({ method: 'GET', url: '/embed/web.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers).toMatchObject({
      'content-type': 'application/javascript; charset=utf-8',
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=300',
    })
    expect(res.body).toBe('export default { init() {} }')
    const again = await fx.t.app.inject({
      method: 'GET',
      url: '/embed/web.js',
      headers: { 'if-none-match': String(res.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })

  it('serves the chunks web.js imports on demand from EMBED_DIST_DIR only, cached for good', async () => {
    const chunk = 'purify.es-AB12cd34.js'
    expect((await fx.t.app.inject({ method: 'GET', url: `/embed/${chunk}` })).statusCode).toBe(404)
    writeFileSync(join(embedDist, chunk), 'export default 1')
    writeFileSync(join(embedDist, 'notes.txt'), 'not a module')
    writeFileSync(join(dist, 'outside.js'), 'export default 2')
    const res = await fx.t.app.inject({ method: 'GET', url: `/embed/${chunk}` })
    expect(res.statusCode).toBe(200)
    expect(res.headers).toMatchObject({
      'content-type': 'application/javascript; charset=utf-8',
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=31536000, immutable',
    })
    expect(res.body).toBe('export default 1')
    for (const url of [
      '/embed/notes.txt',
      '/embed/..%2Foutside.js',
      '/embed/%2E%2E%2Foutside.js',
      '/embed/..js',
      '/embed/.hidden.js',
      '/embed/a%00.js',
    ]) {
      const refused = await fx.t.app.inject({ method: 'GET', url })
      // 404, or 400 where the router refuses the name itself (a NUL byte).
      expect([400, 404], url).toContain(refused.statusCode)
      expect(refused.body, url).not.toContain('export default')
    }
  })

  it('serves the SPA for /chatbot/:id and /bots/:type/:id', async () => {
    for (const url of ['/chatbot/abc', '/bots/chat/abc']) {
      const res = await fx.t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain('<title>spa</title>')
    }
  })
}

describeDialects('public chatbot, leads and the widget bundle (%s)', (dialect) => {
  const fx = publicChatbotSuite(dialect)
  describe('the chatbot configuration', () => chatbotConfig(fx))
  describe('leads', () => leads(fx))
  describe('the widget bundle and the SPA', () => bundles(fx))
})
