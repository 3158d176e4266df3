import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startReplyFlow } from '@unikflow/engine/testing'
import type { TChatflow, TPredictionResponse } from '@unikflow/graph'
import { describeDialects } from '../../test/build-test-app'
import { chatflowsClient } from '../../test/chatflows-client'
import { unikFixture } from '../../test/unik-fixture'

/** Start (webhook) → Direct Reply, which answers with what it read of the request. */
const webhookFlow = (start: Record<string, unknown>) =>
  JSON.stringify(
    startReplyFlow('Q={{ question }} ref={{ $webhook.body.ref }} page={{ $webhook.query.page }}', {
      startInputType: 'webhookTrigger',
      ...start,
    }),
  )

/** A local server standing for a webhook caller's callback endpoint: what it received, and a wait for the next. */
function callbackCatcher() {
  const calls: { body: string; signature: string | undefined }[] = []
  let delivered: () => void = () => {}
  const server = createServer((req: IncomingMessage, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      calls.push({ body, signature: req.headers['x-flowise-signature']?.toString() })
      res.end('ok')
      delivered()
    })
  })
  return {
    calls,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/done`),
        ),
      ),
    next: () => new Promise<void>((resolve) => (delivered = resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The webhook Starts the tests call, by name: their inputs, and whether the flow is public. */
function startsUnderTest(callbackUrl: string): [string, Record<string, unknown>, boolean][] {
  return [
    ['plain', { webhookDefaultInput: 'Ticket {{ $webhook.body.ref }}' }, true],
    ['private', {}, false],
    ['chat', { startInputType: 'chatInput' }, true],
    [
      'signed',
      {
        webhookEnableAuth: true,
        webhookSecret: 'shh',
        webhookSignatureHeader: 'X-Hub-Signature-256',
        webhookInputMode: 'none',
      },
      true,
    ],
    [
      'form',
      {
        webhookMethod: 'PUT',
        webhookContentType: 'application/x-www-form-urlencoded',
        webhookInputMode: 'payload',
      },
      true,
    ],
    [
      'async',
      { webhookResponseMode: 'async', callbackUrl, callbackSecret: 'cb', webhookDefaultInput: 'later' },
      true,
    ],
  ]
}

describeDialects('webhook starts (%s)', (dialect) => {
  const t = unikFixture(dialect, {
    owner: 'hooks@example.com',
    unik: 'Hooks',
    app: { env: { UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1' } },
  })
  const flows: Record<string, TChatflow> = {}
  const catcher = callbackCatcher()

  const make = async (name: string, flowData: string, isPublic = true) => {
    flows[name] = await chatflowsClient(t.app, t.unik.id).make(t.owner, {
      name,
      type: 'AGENTFLOW',
      flowData,
      isPublic,
    })
  }
  const hook = (
    name: string,
    request: { method?: string; url?: string; headers?: Record<string, string>; payload?: string } = {},
  ) =>
    t.app.inject({
      method: (request.method ?? 'POST') as 'POST',
      url: `/api/v1/webhook/${flows[name]?.id ?? 'none'}${request.url ?? ''}`,
      headers: request.headers ?? { 'content-type': 'application/json' },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    })

  beforeAll(async () => {
    const callbackUrl = await catcher.listen()
    for (const [name, start, isPublic] of startsUnderTest(callbackUrl))
      await make(name, webhookFlow(start), isPublic)
  })
  afterAll(() => catcher.close())

  it('runs the flow with the request as $webhook and the Start’s custom text as the question', async () => {
    const res = await hook('plain', { url: '?page=3', payload: JSON.stringify({ ref: 'A-7' }) })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<TPredictionResponse>().text).toBe('Q=Ticket A-7 ref=A-7 page=3')
    // Stored as a turn of its own chat, the question being the Start's text.
    expect(res.json<TPredictionResponse>().question).toBe('Ticket A-7')
  })

  it('refuses the wrong method, Content-Type or JSON with their statuses, and flows that are no webhook', async () => {
    const get = await hook('plain', { method: 'GET', headers: {} })
    expect([get.statusCode, get.json<{ code: string }>().code]).toEqual([405, 'WEBHOOK_METHOD_NOT_ALLOWED'])
    const text = await hook('plain', { headers: { 'content-type': 'text/plain' }, payload: 'hi' })
    expect([text.statusCode, text.json<{ code: string }>().code]).toEqual([415, 'WEBHOOK_CONTENT_TYPE'])
    expect((await hook('plain', { payload: '{"ref":' })).statusCode).toBe(400)
    const chat = await hook('chat', { payload: '{}' })
    expect([chat.statusCode, chat.json<{ code: string }>().code]).toEqual([404, 'NOT_A_WEBHOOK'])
    // The flow API's access: a private flow without its key is not there.
    expect((await hook('private', { payload: '{}' })).statusCode).toBe(404)
    expect((await hook('missing', { payload: '{}' })).statusCode).toBe(404)
  })

  it('verifies an HMAC-SHA256 signature over the raw body when the Start asks for one', async () => {
    const payload = JSON.stringify({ ref: 'S-1' })
    const signature = `sha256=${createHmac('sha256', 'shh').update(payload).digest('hex')}`
    const json = { 'content-type': 'application/json' }
    const ok = await hook('signed', { payload, headers: { ...json, 'x-hub-signature-256': signature } })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json<TPredictionResponse>().text).toBe('Q=  ref=S-1 page={{ $webhook.query.page }}')
    const bad = await hook('signed', { payload, headers: { ...json, 'x-hub-signature-256': 'sha256=00' } })
    expect([bad.statusCode, bad.json<{ code: string }>().code]).toEqual([401, 'WEBHOOK_SIGNATURE'])
    expect((await hook('signed', { payload, headers: json })).statusCode).toBe(401)
  })

  it("reads a form-encoded body (GitHub's JSON in `payload`) and hands on the whole request", async () => {
    const payload = `payload=${encodeURIComponent(JSON.stringify({ ref: 'G-9' }))}`
    const res = await hook('form', {
      method: 'PUT',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: 'Bearer secret' },
      payload,
    })
    expect(res.statusCode, res.body).toBe(200)
    const question = JSON.parse(res.json<TPredictionResponse>().question) as {
      body: unknown
      headers: object
    }
    expect(question.body).toEqual({ ref: 'G-9' })
    // The caller's secrets never reach the flow.
    expect(question.headers).not.toHaveProperty('authorization')
  })

  it('answers 202 at once in asynchronous mode and posts the signed result to the callback URL', async () => {
    const posted = catcher.next()
    const res = await hook('async', { payload: JSON.stringify({ ref: 'L-2' }) })
    expect(res.statusCode, res.body).toBe(202)
    const { chatId } = res.json<{ chatId: string; status: string }>()
    await posted
    const callback = catcher.calls.at(-1)
    const result = JSON.parse(callback?.body ?? '{}') as {
      status: string
      chatId: string
      data: TPredictionResponse
    }
    expect(result).toMatchObject({
      status: 'SUCCESS',
      chatId,
      data: { text: 'Q=later ref=L-2 page={{ $webhook.query.page }}' },
    })
    expect(callback?.signature).toBe(
      `sha256=${createHmac('sha256', 'cb')
        .update(callback?.body ?? '')
        .digest('hex')}`,
    )
  })
})
