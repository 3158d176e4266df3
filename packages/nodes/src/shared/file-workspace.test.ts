import { mkdtempSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { RunFailure } from '@unikflow/engine'
import { useNodeHarness } from '@unikflow/engine/testing'
import { toolAgentFlow } from '../testing/agent-flows'

const harness = useNodeHarness()
const dir = mkdtempSync(join(tmpdir(), 'unikflow-files-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('Read File / Write File in the unik workspace', () => {
  const workspace = () => join(dir, 'unik-a', 'files')
  const run = (
    calls: Array<{ name: string; arguments: Record<string, unknown> }>,
    inputs: Record<string, unknown> = {},
    fileWorkspace: string | null = workspace(),
  ) => {
    // Runs failing before the model is asked leave nothing queued for the next test.
    if (calls.length) harness.openai.queue(...calls.map((c) => ({ toolCalls: [c] })), { content: 'done' })
    const tools = [
      { id: 'r', name: 'readFile', inputs },
      { id: 'w', name: 'writeFile', inputs },
    ]
    return harness.runFlow(toolAgentFlow(tools), {
      question: 'files',
      services: harness.services(fileWorkspace === null ? {} : { fileWorkspace }),
    })
  }
  it('writes a file into the workspace and reads it back', async () => {
    const result = await run([
      { name: 'write_file', arguments: { file_path: 'notes/today.md', text: '# Plan' } },
      { name: 'read_file', arguments: { file_path: 'notes/today.md' } },
    ])
    expect(readFileSync(join(workspace(), 'notes', 'today.md'), 'utf8')).toBe('# Plan')
    expect(result.usedTools?.map((t) => t.toolOutput)).toEqual(['File written to notes/today.md', '# Plan'])
  })

  it('Workspace Path is a folder inside the workspace', async () => {
    await run([{ name: 'write_file', arguments: { file_path: 'a.txt', text: 'x' } }], {
      workspacePath: 'reports',
    })
    expect(readFileSync(join(workspace(), 'reports', 'a.txt'), 'utf8')).toBe('x')
  })

  it.each([
    ['../outside.txt', 'leaves the workspace'],
    ['notes/../../outside.txt', 'leaves the workspace'],
    ['/etc/passwd', 'relative to the workspace'],
  ])('refuses %s', async (filePath, reason) => {
    const result = await run([
      { name: 'write_file', arguments: { file_path: filePath, text: 'escaped' } },
      { name: 'read_file', arguments: { file_path: filePath } },
    ])
    for (const used of result.usedTools ?? []) expect(used.toolOutput).toContain(reason)
    expect(existsSync(join(dir, 'unik-a', 'outside.txt'))).toBe(false)
  })

  it('refuses a symlink leading out of the workspace', async () => {
    const outside = join(dir, 'outside')
    mkdirSync(outside, { recursive: true })
    writeFileSync(join(outside, 'secret.txt'), 'top secret')
    mkdirSync(workspace(), { recursive: true })
    symlinkSync(outside, join(workspace(), 'link'))
    const result = await run([
      { name: 'read_file', arguments: { file_path: 'link/secret.txt' } },
      { name: 'write_file', arguments: { file_path: 'link/new.txt', text: 'x' } },
    ])
    for (const used of result.usedTools ?? []) expect(used.toolOutput).toContain('leaves the workspace')
    expect(existsSync(join(outside, 'new.txt'))).toBe(false)
  })

  it('refuses a Workspace Path folder that is a symlink leading out', async () => {
    mkdirSync(join(dir, 'elsewhere'), { recursive: true })
    symlinkSync(join(dir, 'elsewhere'), join(workspace(), 'linked-folder'))
    const result = await run([{ name: 'write_file', arguments: { file_path: 'x.txt', text: 'x' } }], {
      workspacePath: 'linked-folder',
    })
    expect(result.usedTools?.[0]?.toolOutput).toContain('leaves the workspace')
    expect(existsSync(join(dir, 'elsewhere', 'x.txt'))).toBe(false)
  })

  it('refuses extensions and sizes the node does not allow', async () => {
    writeFileSync(join(workspace(), 'big.txt'), 'x'.repeat(2 * 1024 * 1024))
    const result = await run(
      [
        { name: 'write_file', arguments: { file_path: 'run.sh', text: 'rm -rf /' } },
        { name: 'read_file', arguments: { file_path: 'big.txt' } },
      ],
      { allowedExtensions: '.txt,.md', maxFileSize: 1 },
    )
    expect(result.usedTools?.[0]?.toolOutput).toContain('allowed file types are .txt, .md')
    expect(result.usedTools?.[1]?.toolOutput).toContain('larger than 1 MB')
    expect(existsSync(join(workspace(), 'run.sh'))).toBe(false)
  })

  it('a Workspace Path outside the workspace, or no workspace at all, fails the node', async () => {
    await expect(run([], { workspacePath: '/tmp' })).rejects.toBeInstanceOf(RunFailure)
    await expect(run([], { workspacePath: '../other-unik' })).rejects.toThrow(
      /inside the unik's file workspace/,
    )
    await expect(run([], {}, null)).rejects.toThrow(/run it on the server/)
  })
})
