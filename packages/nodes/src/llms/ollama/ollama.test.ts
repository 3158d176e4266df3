import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'
import { llmChainOn } from '../../testing/chain-flows'

const harness = useNodeHarness()

/** Ollama's `/api/generate` on loopback: the answer streamed as NDJSON lines, a word a line, as Ollama does. */
let ollamaServer: TLocalServer
beforeAll(async () => {
  ollamaServer = await startLocalHttpServer((req, res) => {
    if (req.url !== '/api/generate') {
      res.writeHead(404)
      return res.end()
    }
    const body = JSON.parse(req.body) as { model: string; prompt: string; stream?: boolean }
    const base = { model: body.model, created_at: new Date().toISOString() }
    const words = `Ollama read: ${body.prompt}`.split(/(?= )/)
    res.writeHead(200, { 'content-type': 'application/x-ndjson' })
    for (const word of words) res.write(`${JSON.stringify({ ...base, response: word, done: false })}\n`)
    res.end(`${JSON.stringify({ ...base, response: '', done: true, prompt_eval_count: 4, eval_count: 3 })}\n`)
  })
})
afterAll(() => ollamaServer.close())

describe('Ollama (completion LLM)', () => {
  it('generates from /api/generate of the Base URL with the model and its options', async () => {
    const flow = llmChainOn({
      id: 'm',
      name: 'ollama',
      inputs: { baseUrl: ollamaServer.url, modelName: 'llama2', temperature: 0.4, topK: 20, numCtx: 4096 },
    })
    const result = await harness.runFlow(flow, {
      question: 'hi',
      // The Ollama server is on loopback: the operator allows it.
      services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
    })
    expect(result.text).toBe('Ollama read: Say hi')
    const request = ollamaServer.requests.at(-1)
    expect(request).toMatchObject({ method: 'POST', url: '/api/generate' })
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({
      model: 'llama2',
      prompt: 'Say hi',
      options: { temperature: 0.4, top_k: 20, num_ctx: 4096 },
    })
  })

  it('sends nothing to a private Base URL the operator has not allowed', async () => {
    const before = ollamaServer.requests.length
    const flow = llmChainOn({
      id: 'm',
      name: 'ollama',
      inputs: { baseUrl: ollamaServer.url, modelName: 'x' },
    })
    await expect(harness.runFlow(flow, { question: 'hi' })).rejects.toThrow(/private|not allowed|blocked/i)
    expect(ollamaServer.requests.length).toBe(before)
  })
})
