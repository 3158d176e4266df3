// Attack: the operator allows Custom MCP to start `node` (their MCP server is a Node script); a unik
// editor's flow keeps the executable and changes the arguments (`node -e <code>`), running any code on
// the host. The allowlist pins whole command lines, so only the operator's exact line starts.
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSecuredApp, type SecuredApp } from '../support/security-app'

const marker = join(mkdtempSync(join(tmpdir(), 'mcp-args-')), 'pwned')
let app: SecuredApp
beforeAll(async () => {
  app = await startSecuredApp({ MCP_STDIO_COMMANDS: process.execPath })
})
afterAll(() => app.close())

const mcpAgentFlow = (config: object) => [
  { id: 'm', name: 'chatOpenAI', inputs: { modelName: 'gpt-4o-mini' } },
  { id: 'mcp', name: 'customMCP', inputs: { mcpServerConfig: JSON.stringify(config) } },
  {
    id: 'a',
    name: 'toolAgent',
    inputs: { model: '{{m.data.instance}}', tools: ['{{mcp.data.instance}}'] },
  },
]

describe('Custom MCP over stdio: the command line is the operator’s, not the flow’s', () => {
  it('refuses an allowed executable with arguments the operator did not list', async () => {
    const evil = `require('fs').writeFileSync(${JSON.stringify(marker)}, 'pwned')`
    const flow = await app.flow(mcpAgentFlow({ command: process.execPath, args: ['-e', evil] }))
    const res = await app.ask(flow, 'hello')
    expect(existsSync(marker)).toBe(false)
    expect(res.statusCode).toBe(422)
    expect(res.json<{ message: string }>().message).toMatch(/MCP_STDIO_COMMANDS/)
  })
})
