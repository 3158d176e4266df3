import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { runFlow } from './run-flow'
import { buildFlow } from './build-flow'
import { startLocalHttpServer, type TLocalServer } from '../testing/local-http-server'
import { createTestServices } from '../testing/test-services'

/** A repository as GitHub's contents API would list it (folders) and serve it (raw files). */
const TREE: Record<string, Array<{ path: string; type: 'file' | 'dir'; size: number }>> = {
  '': [
    { path: 'README.md', type: 'file', size: 20 },
    { path: 'logo.png', type: 'file', size: 6 },
    { path: 'src', type: 'dir', size: 0 },
    { path: 'docs', type: 'dir', size: 0 },
  ],
  src: [{ path: 'src/index.ts', type: 'file', size: 30 }],
  docs: [{ path: 'docs/guide.md', type: 'file', size: 10 }],
}
const FILES: Record<string, string | Buffer> = {
  'README.md': '# Demo\nRefunds in 14 days',
  'logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1]),
  'src/index.ts': 'export const answer = 42',
  'docs/guide.md': 'Guide text',
}

let fake: FakeOpenAI
let gh: TLocalServer
let flaky = 0
beforeAll(async () => {
  fake = await startFakeOpenAI()
  gh = await startLocalHttpServer((req, res) => {
    const url = new URL(req.url, 'http://x')
    const m = /^\/repos\/acme\/demo\/contents\/?(.*)$/.exec(url.pathname)
    const path = decodeURIComponent(m?.[1] ?? '')
    if (!m || url.searchParams.get('ref') !== 'dev') {
      res.writeHead(404).end('{"message":"Not Found"}')
    } else if (path === 'docs/guide.md' && flaky > 0) {
      flaky--
      res.writeHead(502).end('bad gateway')
    } else if (req.headers.accept === 'application/vnd.github.raw+json' && path in FILES) {
      res.writeHead(200, { 'content-type': 'application/vnd.github.raw' }).end(FILES[path])
    } else if (path in TREE) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(TREE[path]))
    } else res.writeHead(404).end('{"message":"Not Found"}')
  })
})
afterAll(async () => {
  await fake.close()
  await gh.close()
})

type Doc = { pageContent: string; metadata: Record<string, unknown> }

async function load(inputs: Record<string, unknown>, allow = ['127.0.0.1'], credential?: string) {
  const result = await runFlow({
    chatId: 'c',
    flowId: 'f',
    flowData: buildFlow([
      {
        id: 'g',
        name: 'github',
        output: 'document',
        ...(credential ? { credential } : {}),
        inputs: {
          repoLink: 'https://github.com/acme/demo',
          branch: 'dev',
          githubInstanceApi: gh.url,
          ...inputs,
        },
      },
      {
        id: 'out',
        name: 'customFunction',
        inputs: {
          functionInputVariables: { docs: '{{g.data.instance}}' },
          javascriptFunction: 'return $docs',
        },
      },
    ]),
    question: 'q',
    services: createTestServices(fake.baseUrl, {
      allowPrivateHosts: allow,
      credentials: { 'cred-gh': { accessToken: 'ghp_secret' } },
    }),
  })
  return result.json as Doc[]
}

describe('Github document loader', () => {
  it('loads the root text files (binary skipped) through the contents API, with the token as a bearer', async () => {
    gh.requests.length = 0
    const docs = await load({}, undefined, 'cred-gh')
    expect(docs).toEqual([
      {
        pageContent: '# Demo\nRefunds in 14 days',
        metadata: { source: 'README.md', repository: 'https://github.com/acme/demo', branch: 'dev' },
      },
    ])
    expect(gh.requests.map((r) => r.url)).toEqual([
      '/repos/acme/demo/contents/?ref=dev',
      '/repos/acme/demo/contents/README.md?ref=dev',
      '/repos/acme/demo/contents/logo.png?ref=dev',
    ])
    expect(gh.requests.every((r) => r.headers.authorization === 'Bearer ghp_secret')).toBe(true)
  })

  it('walks sub-folders when recursive, skips Ignore Paths, and retries a 5xx answer', async () => {
    gh.requests.length = 0
    flaky = 1
    const docs = await load({ recursive: true, ignorePath: '["*.png", "src/"]', maxRetries: 2 })
    expect(docs.map((d) => [d.metadata.source, d.pageContent])).toEqual([
      ['README.md', '# Demo\nRefunds in 14 days'],
      ['docs/guide.md', 'Guide text'],
    ])
    expect(gh.requests.some((r) => r.url.startsWith('/repos/acme/demo/contents/src'))).toBe(false)
    expect(
      gh.requests.filter((r) => r.url.startsWith('/repos/acme/demo/contents/docs/guide.md')),
    ).toHaveLength(2)
    expect(gh.requests.every((r) => r.headers.authorization === undefined)).toBe(true)
  })

  it('passes the outbound guard only, and names a missing branch without the token', async () => {
    await expect(load({}, [])).rejects.toThrow(/Refused to connect/)
    const failure = load({ branch: 'gone' }, undefined, 'cred-gh')
    await expect(failure).rejects.toThrow(/GitHub answered 404 for acme\/demo/)
    await expect(failure).rejects.not.toThrow(/ghp_secret/)
  })
})
