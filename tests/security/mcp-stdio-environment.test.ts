// Attack: the operator allows Custom MCP to start their wrapper script (a bash script, no arguments); a
// unik editor's flow passes it an environment that makes bash run the editor's code — an exported
// function (`BASH_FUNC_echo%%`) replaces a command the script calls. Only variables the operator lists
// (MCP_STDIO_ENV) reach the process.
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSecuredApp, type SecuredApp } from '../support/security-app'

const dir = mkdtempSync(join(tmpdir(), 'mcp-env-'))
const marker = join(dir, 'pwned')
const wrapper = join(dir, 'mcp-wrapper.sh')
let app: SecuredApp
beforeAll(async () => {
  writeFileSync(wrapper, '#!/bin/bash\necho starting >/dev/null\n')
  chmodSync(wrapper, 0o755)
  app = await startSecuredApp({ MCP_STDIO_COMMANDS: wrapper, MCP_STDIO_ENV: 'MCP_GREETING' })
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

describe('Custom MCP over stdio: the process environment comes from an allowlist', () => {
  it('refuses a variable the operator did not list, so a bash function cannot be slipped in', async () => {
    const env = { 'BASH_FUNC_echo%%': `() { command echo pwned > ${marker}; }` }
    const flow = await app.flow(mcpAgentFlow({ command: wrapper, env }))
    const res = await app.ask(flow, 'hello')
    expect(existsSync(marker)).toBe(false)
    expect(res.statusCode).toBe(422)
    expect(res.json<{ message: string }>().message).toMatch(/may not set BASH_FUNC_echo%%.*MCP_STDIO_ENV/)
  })
})
