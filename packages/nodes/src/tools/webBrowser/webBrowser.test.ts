import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'
import { toolAgentFlow } from '../../testing/agent-flows'

const harness = useNodeHarness()
let site: TLocalServer
beforeAll(async () => {
  site = await startLocalHttpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end(
      '<html><body><script>var secret = 1</script><h1>Opening hours</h1>' +
        '<p>The museum opens at nine.</p><a href="/tickets">Tickets</a></body></html>',
    )
  })
})
afterAll(() => site.close())

describe('Web Browser', () => {
  const browser = {
    id: 'w',
    name: 'webBrowser',
    inputs: { model: '{{m.data.instance}}', embeddings: '{{e.data.instance}}' },
  }
  const flow = toolAgentFlow([browser], {}, [
    { id: 'e', name: 'openAIEmbeddings', credential: 'cred-openai' },
  ])
  const ask = (allow: string[]) =>
    harness.runFlow(flow, {
      question: 'When does it open?',
      services: harness.services({ allowPrivateHosts: allow }),
    })
  it('loads the page through the guard and lets the model answer from its text', async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'web-browser', arguments: { url: `${site.url}/`, question: 'opening time' } }] },
      { content: 'At nine.' },
      { content: 'It opens at nine.' },
    )
    const result = await ask(['127.0.0.1'])
    expect(result.text).toBe('It opens at nine.')
    expect(site.requests.at(-1)).toMatchObject({ method: 'GET', url: '/' })
    const output = result.usedTools?.[0]?.toolOutput ?? ''
    expect(output).toContain('At nine.')
    expect(output).toContain(`${site.url}/tickets`)
    // The model read the page's visible text, not its scripts.
    const pagePrompt = JSON.stringify(
      harness.openai.calls.filter((c) => c.path === '/v1/chat/completions').at(-2)?.body,
    )
    expect(pagePrompt).toContain('The museum opens at nine.')
    expect(pagePrompt).toContain('opening time')
    expect(pagePrompt).not.toContain('secret')
  })

  it('refuses a loopback page when the operator did not allow it', async () => {
    const before = site.requests.length
    harness.openai.queue(
      { toolCalls: [{ name: 'web-browser', arguments: { url: `${site.url}/` } }] },
      { content: 'Could not read it.' },
    )
    const result = await ask([])
    expect(result.usedTools?.[0]?.toolOutput).toMatch(/refused|blocked|not allowed/i)
    expect(site.requests.length).toBe(before)
  })
})
