import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'
import { loadDocuments } from '../../testing/load-documents'

const harness = useNodeHarness()
let api: TLocalServer
beforeAll(async () => {
  api = await startLocalHttpServer((req, res) => {
    if (req.url === '/faq.json') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ q: 'Refunds?', a: 'Within 14 days', method: req.method, body: req.body }))
    } else if (req.url === '/plain') {
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.end('Plain answer')
    } else {
      res.writeHead(500)
      res.end('boom')
    }
  })
})
afterAll(() => api.close())

const load = (
  name: string,
  inputs: Record<string, unknown>,
  splitter?: { name: string; inputs: Record<string, unknown> },
  allow: string[] = [],
) => loadDocuments(harness, name, inputs, { splitter, allowPrivateHosts: allow })

describe('API Loader', () => {
  it('API Loader GETs and POSTs through the outbound guard (JSON or text answers)', async () => {
    await expect(load('apiLoader', { url: `${api.url}/plain` })).rejects.toThrow(/Refused to connect/)
    expect(api.requests).toHaveLength(0)
    const got = await load('apiLoader', { url: `${api.url}/plain` }, undefined, ['127.0.0.1'])
    expect(got).toEqual([{ pageContent: 'Plain answer', metadata: { source: `${api.url}/plain` } }])
    const posted = await load(
      'apiLoader',
      {
        url: `${api.url}/faq.json`,
        method: 'POST',
        body: '{"topic":"refunds"}',
        headers: '{"x-team":"support"}',
      },
      undefined,
      ['127.0.0.1'],
    )
    expect(JSON.parse(posted[0]?.pageContent ?? '')).toMatchObject({ a: 'Within 14 days', method: 'POST' })
    expect(api.requests.at(-1)).toMatchObject({ method: 'POST', body: '{"topic":"refunds"}' })
    expect(api.requests.at(-1)?.headers['x-team']).toBe('support')
    await expect(load('apiLoader', { url: `${api.url}/broken` }, undefined, ['127.0.0.1'])).rejects.toThrow(
      /answered 500/,
    )
  })

  it('says a custom SSL certificate (Flowise 2.1) is not supported, before any request', async () => {
    const sent = api.requests.length
    const caFile = `data:application/x-pem-file;base64,${Buffer.from('-----BEGIN CERTIFICATE-----').toString('base64')},filename:ca.pem`
    await expect(
      load('apiLoader', { url: `${api.url}/plain`, caFile }, undefined, ['127.0.0.1']),
    ).rejects.toThrow(/custom SSL certificate is not supported/)
    expect(api.requests).toHaveLength(sent)
  })
})
