import { describe, expect, it } from 'vitest'
import type { TChatflow } from '@unikflow/graph'
import { describeDialects } from '../../test/build-test-app'
import { flowConfigSuite, type FlowConfigSuite } from '../../test/flow-config-suite'
import { predict } from '../../test/prediction-setup'

function checksOnSave(fx: FlowConfigSuite) {
  const { publicFlow, save } = fx
  it('checks each tab on save with a clear message, and keeps what it accepts', async () => {
    const flow = await publicFlow('Validated')
    const refused: [object, RegExp][] = [
      [
        { speechToText: JSON.stringify({ openAIWhisper: { status: true, temperature: 1.5 } }) },
        /Temperature must be between 0 and 1/,
      ],
      [{ speechToText: JSON.stringify({ openAIWhisper: { language: 'english' } }) }, /ISO-639-1/],
      [
        { speechToText: JSON.stringify({ azureCognitive: { profanityFilterMode: 'loud' } }) },
        /profanityFilterMode/,
      ],
      [{ speechToText: JSON.stringify({ azureCognitive: { channels: 'left' } }) }, /Audio channels/],
      [
        { chatbotConfig: JSON.stringify({ allowedOrigins: ['example.com'] }) },
        /origins like https:\/\/example.com/,
      ],
      [
        { apiConfig: JSON.stringify({ rateLimit: { status: true, limitMax: 0, limitDuration: 1 } }) },
        /Message limit must be more than 0/,
      ],
      [{ apiConfig: JSON.stringify({ rateLimit: { status: true } }) }, /limit and duration are required/],
      [
        {
          chatbotConfig: JSON.stringify({ fullFileUpload: { status: true, allowedUploadFileTypes: 'pdf' } }),
        },
        /MIME types/,
      ],
      [
        {
          followUpPrompts: JSON.stringify({
            status: true,
            selectedProvider: 'chatOpenAI',
            chatOpenAI: { modelName: 'm' },
          }),
        },
        /credential is required/,
      ],
      [{ analytic: JSON.stringify({ openTelemetry: { status: true } }) }, /endpoint is required/],
      [{ analytic: '{nope' }, /Invalid analytic: not JSON/],
    ]
    for (const [fields, message] of refused) {
      const res = await save(flow, fields)
      expect(res.statusCode, JSON.stringify(fields)).toBe(400)
      expect(res.json<{ message: string }>().message).toMatch(message)
    }
    const stt = JSON.stringify({
      azureCognitive: {
        status: true,
        credentialId: fx.credentialId,
        language: 'ru',
        profanityFilterMode: 'Masked',
        channels: '0,1',
      },
    })
    const accepted = await save(flow, {
      speechToText: stt,
      chatbotConfig: JSON.stringify({ allowedOrigins: ['https://a.example', ''], title: 'Bot' }),
      apiConfig: JSON.stringify({
        rateLimit: { status: true, limitMax: '5', limitDuration: '60', limitMsg: 'Slow' },
      }),
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json()).toMatchObject({ speechToText: stt })
    // Empty form fields are unset, not invalid.
    const blanks = await save(accepted.json<TChatflow>(), {
      apiConfig: JSON.stringify({
        rateLimit: { status: false, limitMax: '', limitDuration: '', limitMsg: '' },
      }),
      speechToText: JSON.stringify({ openAIWhisper: { status: false, temperature: '', language: '' } }),
    })
    expect(blanks.statusCode, blanks.body).toBe(200)
  })
}

function domainsAndRateLimit(fx: FlowConfigSuite) {
  const { publicFlow } = fx
  it('allowed domains: a listed Origin is answered (with CORS headers), another gets the configured message', async () => {
    const flow = await publicFlow('Domains', {
      chatbotConfig: JSON.stringify({
        allowedOrigins: ['https://good.example'],
        allowedOriginsError: 'Not on this site',
      }),
    })
    const from = (origin: string | undefined) =>
      predict(fx.t.app, flow.id, { question: 'hi' }, { headers: origin ? { origin } : {} })
    const bad = await from('https://evil.example')
    expect(bad.statusCode).toBe(403)
    // As Flowise sends it: the configured text, which flowise-embed shows as it is.
    expect(bad.body).toBe('Not on this site')
    expect(bad.headers['content-type']).toMatch(/^text\/plain/)
    const badJson = await predict(
      fx.t.app,
      flow.id,
      { question: 'hi' },
      { headers: { origin: 'https://evil.example', accept: 'application/json' } },
    )
    expect(badJson.json()).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED', message: 'Not on this site' })
    expect(bad.headers['access-control-allow-origin']).toBe('https://evil.example')
    const good = await from('https://good.example')
    expect(good.statusCode, good.body).toBe(200)
    expect(good.headers['access-control-allow-origin']).toBe('https://good.example')
    expect((await from(undefined)).statusCode).toBe(200)
    const config = await fx.t.app.inject({
      method: 'GET',
      url: `/api/v1/public-chatbotConfig/${flow.id}`,
      headers: { origin: 'https://evil.example' },
    })
    expect(config.statusCode).toBe(403)
    const preflight = await fx.t.app.inject({
      method: 'OPTIONS',
      url: `/api/v1/prediction/${flow.id}`,
      headers: { origin: 'https://good.example', 'access-control-request-method': 'POST' },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': 'https://good.example',
      'access-control-allow-methods': expect.stringContaining('POST'),
      'access-control-allow-headers': expect.stringContaining('content-type'),
    })
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined()
    // A flow without a list answers any Origin.
    const open = await publicFlow('Open')
    expect(
      (await predict(fx.t.app, open.id, { question: 'x' }, { headers: { origin: 'https://any.example' } }))
        .statusCode,
    ).toBe(200)
  })

  it('rate limit: 429 with the configured message after N messages per window and IP; proxy headers ignored by default', async () => {
    const flow = await publicFlow('Limited', {
      apiConfig: JSON.stringify({
        rateLimit: { status: true, limitMax: 2, limitDuration: 60, limitMsg: 'Slow down' },
      }),
    })
    const ask = (ip: string, headers: Record<string, string> = {}) =>
      fx.t.app.inject({
        method: 'POST',
        url: `/api/v1/prediction/${flow.id}`,
        payload: { question: 'x' },
        remoteAddress: ip,
        headers,
      })
    expect((await ask('10.0.0.1')).statusCode).toBe(200)
    expect((await ask('10.0.0.1')).statusCode).toBe(200)
    const limited = await ask('10.0.0.1', { 'x-forwarded-for': '203.0.113.9' })
    expect(limited.statusCode).toBe(429)
    expect(limited.body).toBe('Slow down')
    expect(limited.headers['retry-after']).toBe('60')
    expect((await ask('10.0.0.2')).statusCode).toBe(200)
    fx.now += 60_000
    expect((await ask('10.0.0.1')).statusCode).toBe(200)
  })
}

function fileUpload(fx: FlowConfigSuite) {
  const { publicFlow } = fx
  it('file upload: off refuses files, types and size are enforced with clear messages', async () => {
    const file = (mime: string, bytes: number, name = 'f') => ({
      data: Buffer.alloc(bytes, 97).toString('base64'),
      type: 'file',
      name,
      mime,
    })
    const off = await publicFlow('No uploads')
    const refused = await predict(fx.t.app, off.id, { question: 'x', uploads: [file('text/plain', 10)] })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      code: 'UPLOAD_NOT_ALLOWED',
      message: 'File uploads are not enabled for this chatflow',
    })
    const on = await publicFlow('Uploads', {
      chatbotConfig: JSON.stringify({
        fullFileUpload: {
          status: true,
          allowedUploadFileTypes: 'text/plain,application/json',
          maxUploadSize: 0.001,
        },
      }),
    })
    const wrongType = await predict(fx.t.app, on.id, {
      question: 'x',
      uploads: [file('text/html', 10, 'page.html')],
    })
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.json<{ message: string }>().message).toBe(
      'File type text/html of "page.html" is not allowed (allowed: text/plain, application/json)',
    )
    const tooBig = await predict(fx.t.app, on.id, {
      question: 'x',
      uploads: [file('text/plain', 2000, 'big.txt')],
    })
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json()).toMatchObject({
      code: 'UPLOAD_TOO_LARGE',
      message: 'File "big.txt" is larger than the 0.001 MB allowed',
    })
    expect(
      (await predict(fx.t.app, on.id, { question: 'x', uploads: [file('text/plain', 100)] })).statusCode,
    ).toBe(200)
  })
}
describeDialects('flow configuration, enforced (%s)', (dialect) => {
  const fx = flowConfigSuite(dialect)
  describe('checks on save', () => checksOnSave(fx))
  describe('allowed domains and rate limit', () => domainsAndRateLimit(fx))
  describe('file upload', () => fileUpload(fx))
})
