import { describe, expect, it } from 'vitest'
import { checkWebhookRequest, webhookQuestion, webhookSettingsOf } from './webhook-request'

const payload = {
  body: { question: 'Why?', user: { id: 7 }, tags: ['a'] },
  headers: { 'x-github-event': 'push' },
  query: { page: '2' },
}
const request = (over: Partial<Parameters<typeof checkWebhookRequest>[1]> = {}) => ({
  method: 'POST',
  contentType: 'application/json; charset=utf-8',
  hasBody: true,
  payload,
  ...over,
})

describe('webhook requests', () => {
  it("takes Flowise's defaults: POST, JSON, custom text, a synchronous answer", () => {
    const settings = webhookSettingsOf({})
    expect(settings).toMatchObject({
      method: 'POST',
      contentType: 'application/json',
      inputMode: 'text',
      responseMode: 'sync',
    })
    expect(checkWebhookRequest(settings, request())).toBeUndefined()
  })

  it('refuses another method, then another Content-Type when a body is sent', () => {
    const settings = webhookSettingsOf({
      webhookMethod: 'PUT',
      webhookContentType: 'application/x-www-form-urlencoded',
    })
    expect(checkWebhookRequest(settings, request())?.kind).toBe('method')
    expect(checkWebhookRequest(settings, request({ method: 'put' }))).toMatchObject({
      kind: 'contentType',
      message: expect.stringContaining('application/x-www-form-urlencoded'),
    })
    expect(checkWebhookRequest(settings, request({ method: 'PUT', hasBody: false }))).toBeUndefined()
  })

  it('checks the declared shape only when validation is on', () => {
    const rules = {
      webhookBodyParams: [
        { name: 'question', type: 'string', required: true },
        { name: 'user', type: 'object', required: false },
        { name: 'tags', type: 'array[number]', required: false },
      ],
      webhookHeaderParams: [{ name: 'X-GitHub-Event', required: true }],
      webhookQueryParams: [{ name: 'page', required: true }],
    }
    expect(checkWebhookRequest(webhookSettingsOf(rules), request())).toBeUndefined()
    const on = webhookSettingsOf({ ...rules, webhookEnableValidation: true })
    expect(checkWebhookRequest(on, request())).toEqual({
      kind: 'shape',
      message: 'Invalid type for body parameters: tags',
    })
    const missing = request({ payload: { ...payload, body: {}, query: {} } })
    expect(checkWebhookRequest(on, missing)?.message).toBe('Missing required body parameters: question')
  })

  it('starts the run with the custom text filled from the request, nothing, or the whole request', () => {
    const text = webhookSettingsOf({
      webhookDefaultInput:
        'Answer {{ $webhook.body.question }} for {{$webhook.body.user}} on page {{ $webhook.query.page }} {{ $webhook.body.nope }}',
    })
    expect(webhookQuestion(text, payload)).toBe('Answer Why? for {"id":7} on page 2 {{ $webhook.body.nope }}')
    expect(webhookQuestion(webhookSettingsOf({ webhookInputMode: 'none' }), payload)).toBe(' ')
    expect(JSON.parse(webhookQuestion(webhookSettingsOf({ webhookInputMode: 'payload' }), payload))).toEqual(
      payload,
    )
  })
})
