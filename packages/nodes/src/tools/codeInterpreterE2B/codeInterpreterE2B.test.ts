import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'
import { useNodeHarness } from '@unikflow/engine/testing'
import { toolAgentFlow } from '../../testing/agent-flows'
import { executionText } from './e2b-sandbox'

const harness = useNodeHarness()
let e2b: TLocalServer

const ndjson = (...lines: unknown[]) => lines.map((l) => JSON.stringify(l)).join('\n')

beforeAll(async () => {
  // E2B's sandboxes API (key in x-api-key) and the sandbox's code server (token in X-Access-Token), on one port.
  e2b = await startLocalHttpServer((req, res) => {
    const send = (status: number, body: string) => res.writeHead(status).end(body)
    if (req.method === 'POST' && req.url === '/sandboxes')
      return req.headers['x-api-key'] === 'e2b_1'
        ? send(200, JSON.stringify({ sandboxID: 'sbx1', domain: 'e2b.app', envdAccessToken: 'envd-1' }))
        : send(401, '{}')
    if (req.method !== 'POST' || req.url !== '/sbx/sbx1/execute') return send(404, '{}')
    if (req.headers['x-access-token'] !== 'envd-1') return send(401, '{}')
    const { code } = JSON.parse(req.body) as { code: string }
    send(
      200,
      ndjson(
        { type: 'stdout', text: `ran ${code}\n` },
        { type: 'result', text: '42' },
        { type: 'end_of_execution' },
      ),
    )
  })
})
afterAll(() => e2b.close())

const run = (allow = true) => {
  const tool = {
    id: 't',
    name: 'codeInterpreterE2B',
    credential: 'cred-e2b',
    inputs: { toolName: 'code_interpreter' },
  }
  const services = harness.services({
    allowPrivateHosts: allow ? ['127.0.0.1'] : [],
    credentials: {
      'cred-e2b': { e2bApiKey: 'e2b_1', basePath: e2b.url, sandboxUrl: `${e2b.url}/sbx/{sandboxID}` },
    },
  })
  return harness.runFlow(toolAgentFlow([tool]), { question: 'compute', services })
}

describe("Code Interpreter by E2B against a double of E2B's sandboxes and code server", () => {
  it('creates one sandbox and runs each script in it, answering what it printed and its result', async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'code_interpreter', arguments: { input: 'print(6*7)' } }] },
      { toolCalls: [{ name: 'code_interpreter', arguments: { input: 'x' } }] },
      { content: '42.' },
    )
    const result = await run()
    expect(result.usedTools?.map((t) => t.toolOutput)).toEqual(['ran print(6*7)\n\n42', 'ran x\n\n42'])
    expect(e2b.requests.filter((r) => r.url === '/sandboxes')).toHaveLength(1)
    expect(JSON.parse(e2b.requests[0]?.body ?? '{}')).toMatchObject({ templateID: 'code-interpreter-v1' })
  })

  it("reads the code server's lines, ending with the error, and reaches out only through the guard", async () => {
    expect(
      executionText(
        ndjson(
          { type: 'stdout', text: 'a\n' },
          { type: 'error', name: 'NameError', value: "name 'y' is not defined" },
        ),
      ),
    ).toBe("a\n\nNameError: name 'y' is not defined")
    expect(executionText('')).toBe('(no output)')
    harness.openai.queue(
      { toolCalls: [{ name: 'code_interpreter', arguments: { input: '1' } }] },
      { content: 'x' },
    )
    const seen = e2b.requests.length
    const guarded = await run(false)
    expect(String(guarded.usedTools?.[0]?.toolOutput)).toMatch(/127\.0\.0\.1/)
    expect(e2b.requests).toHaveLength(seen)
  })
})
