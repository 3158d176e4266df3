import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { runPreset, useFakeNpx } from '../../testing/fake-npx'
import { POSTGRES_MCP_LINE } from './postgreSQLMCP.runtime'

const harness = useNodeHarness()
useFakeNpx()
const url = 'postgresql://reader:s3cret@127.0.0.1:5432/test'
const tool = { id: 't', name: 'postgreSQLMCP', credential: 'cred-pg', inputs: {} }
const credentials = { 'cred-pg': { postgresUrl: url } }

describe('PostgreSQL MCP (a preset starting a local server)', () => {
  it("starts the server on the credential's database URL once the operator lists that whole line", async () => {
    const launched = await runPreset(harness, tool, [[...POSTGRES_MCP_LINE, url]], credentials)
    expect(launched).toEqual({ args: ['-y', '@modelcontextprotocol/server-postgres', url], env: {} })
  })

  it('refuses another line, and its error never shows the URL with its password', async () => {
    const refused = await runPreset(harness, tool, [[...POSTGRES_MCP_LINE]], credentials)
    expect(String(refused)).toContain(
      'npx -y @modelcontextprotocol/server-postgres <credential.postgresUrl>: it runs only when the operator lists that line in MCP_STDIO_COMMANDS',
    )
    expect(String(refused)).not.toContain('s3cret')
  })
})
