import { mkdtempSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { runFlow } from './run-flow'
import { buildFlow } from './build-flow'
import { RunFailure } from './errors'
import { createTestServices } from '../testing/test-services'
import { startLocalHttpServer, type TLocalServer } from '../testing/local-http-server'

let fake: FakeOpenAI
let site: TLocalServer
let dir: string
beforeAll(async () => {
  fake = await startFakeOpenAI()
  site = await startLocalHttpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end(
      '<html><body><script>var secret = 1</script><h1>Opening hours</h1>' +
        '<p>The museum opens at nine.</p><a href="/tickets">Tickets</a></body></html>',
    )
  })
  dir = mkdtempSync(join(tmpdir(), 'unikflow-files-'))
})
afterAll(async () => {
  await Promise.all([fake.close(), site.close()])
  rmSync(dir, { recursive: true, force: true })
})

type TSpec = { id: string; name: string; credential?: string; inputs?: Record<string, unknown> }

function agentWith(tools: TSpec[]) {
  return buildFlow([
    { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
    ...tools,
    {
      id: 'a',
      name: 'toolAgent',
      inputs: {
        model: '{{m.data.instance}}',
        tools: tools.filter((t) => t.name !== 'openAIEmbeddings').map((t) => `{{${t.id}.data.instance}}`),
      },
    },
  ])
}

describe('Web Browser', () => {
  const flow = agentWith([
    { id: 'e', name: 'openAIEmbeddings', credential: 'cred-openai' },
    {
      id: 'w',
      name: 'webBrowser',
      inputs: { model: '{{m.data.instance}}', embeddings: '{{e.data.instance}}' },
    },
  ])
  const ask = (allow: string[]) =>
    runFlow({
      chatId: 'c',
      flowId: 'f',
      flowData: flow,
      question: 'When does it open?',
      services: createTestServices(fake.baseUrl, { allowPrivateHosts: allow }),
    })

  it('loads the page through the guard and lets the model answer from its text', async () => {
    fake.queue(
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
      fake.calls.filter((c) => c.path === '/v1/chat/completions').at(-2)?.body,
    )
    expect(pagePrompt).toContain('The museum opens at nine.')
    expect(pagePrompt).toContain('opening time')
    expect(pagePrompt).not.toContain('secret')
  })

  it('refuses a loopback page when the operator did not allow it', async () => {
    const before = site.requests.length
    fake.queue(
      { toolCalls: [{ name: 'web-browser', arguments: { url: `${site.url}/` } }] },
      { content: 'Could not read it.' },
    )
    const result = await ask([])
    expect(result.usedTools?.[0]?.toolOutput).toMatch(/refused|blocked|not allowed/i)
    expect(site.requests.length).toBe(before)
  })
})

describe('Read File / Write File in the unik workspace', () => {
  const workspace = () => join(dir, 'unik-a', 'files')
  const run = (
    calls: Array<{ name: string; arguments: Record<string, unknown> }>,
    inputs: Record<string, unknown> = {},
    fileWorkspace: string | null = workspace(),
  ) => {
    // Runs failing before the model is asked leave nothing queued for the next test.
    if (calls.length) fake.queue(...calls.map((c) => ({ toolCalls: [c] })), { content: 'done' })
    return runFlow({
      chatId: 'c',
      flowId: 'f',
      flowData: agentWith([
        { id: 'r', name: 'readFile', inputs },
        { id: 'w', name: 'writeFile', inputs },
      ]),
      question: 'files',
      services: createTestServices(fake.baseUrl, fileWorkspace === null ? {} : { fileWorkspace }),
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
