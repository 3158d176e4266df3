import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll } from 'vitest'
import type { TNodeHarness, TNodeSpec } from '@unikflow/engine/testing'
import { toolAgentFlow } from './agent-flows'

/**
 * An `npx` earlier on PATH for this test file that starts `mcp-preset-server.mjs` with the arguments it
 * got: an MCP preset node's command line (`npx -y <package> …`) runs for real, without the network.
 */
export function useFakeNpx(): void {
  const server = fileURLToPath(new URL('./mcp-preset-server.mjs', import.meta.url))
  let dir = ''
  const path = process.env.PATH
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'fake-npx-'))
    const npx = join(dir, 'npx')
    writeFileSync(npx, `#!/bin/sh\nexec "${process.execPath}" "${server}" "$@"\n`)
    chmodSync(npx, 0o755)
    process.env.PATH = `${dir}:${path ?? ''}`
  })
  afterAll(() => {
    process.env.PATH = path
    rmSync(dir, { recursive: true, force: true })
  })
}

/** How `mcp-preset-server.mjs` was started: its arguments after the script, and the preset's variables. */
export type TLaunched = { args: string[]; env: Record<string, string> }

/**
 * Runs a Tool Agent with the preset `tool` (operator policy listing `allowed` command lines, credentials as
 * given) whose model calls the double's `launched` tool; gives what the double reports, or the run's error.
 */
export async function runPreset(
  harness: TNodeHarness,
  tool: TNodeSpec,
  allowed: string[][],
  credentials: Record<string, Record<string, string>> = {},
): Promise<TLaunched | Error> {
  harness.openai.queue({ toolCalls: [{ name: 'launched', arguments: {} }] }, { content: 'Launched.' })
  const services = { ...harness.services({ credentials }), mcpStdio: { commands: allowed, envNames: [] } }
  try {
    const result = await harness.runFlow(toolAgentFlow([tool]), { question: 'how?', services })
    const parsed: unknown = JSON.parse(String(result.usedTools?.[0]?.toolOutput))
    return parsed as TLaunched
  } catch (e) {
    return e instanceof Error ? e : new Error(String(e))
  }
}
