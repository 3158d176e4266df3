import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runFlow } from '@unikflow/engine'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { startFakeGithub, type FakeGithub } from '@unikflow/testkit'

const harness = useNodeHarness()
let gh: FakeGithub
beforeAll(async () => {
  gh = await startFakeGithub()
})
afterAll(async () => {
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
    services: harness.services({
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
    gh.failNext('docs/guide.md', 1)
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
