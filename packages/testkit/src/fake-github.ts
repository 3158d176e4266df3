import { startLocalHttpServer, type TLocalServer } from './local-http-server'

/** The repository `acme/demo` at branch `dev`, as GitHub's contents API lists it (folders). */
export const FAKE_GITHUB_TREE: Record<string, Array<{ path: string; type: 'file' | 'dir'; size: number }>> = {
  '': [
    { path: 'README.md', type: 'file', size: 20 },
    { path: 'logo.png', type: 'file', size: 6 },
    { path: 'src', type: 'dir', size: 0 },
    { path: 'docs', type: 'dir', size: 0 },
  ],
  src: [{ path: 'src/index.ts', type: 'file', size: 30 }],
  docs: [{ path: 'docs/guide.md', type: 'file', size: 10 }],
}
/** …and serves its files (raw). */
export const FAKE_GITHUB_FILES: Record<string, string | Buffer> = {
  'README.md': '# Demo\nRefunds in 14 days',
  'logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1]),
  'src/index.ts': 'export const answer = 42',
  'docs/guide.md': 'Guide text',
}

export interface FakeGithub extends TLocalServer {
  /** The next `times` requests for `path` answer 502 (a flaky GitHub). */
  failNext(path: string, times: number): void
}

/**
 * GitHub's contents API for `acme/demo` (`/repos/acme/demo/contents/<path>?ref=dev`): folders as JSON
 * lists, files raw when asked with `Accept: application/vnd.github.raw+json`, anything else 404.
 * Point the Github loader's `githubInstanceApi` at `url`; `requests` records every request.
 */
export async function startFakeGithub(): Promise<FakeGithub> {
  const failures = new Map<string, number>()
  const server = await startLocalHttpServer((req, res) => {
    const url = new URL(req.url, 'http://x')
    const m = /^\/repos\/acme\/demo\/contents\/?(.*)$/.exec(url.pathname)
    const path = decodeURIComponent(m?.[1] ?? '')
    const failing = failures.get(path) ?? 0
    if (!m || url.searchParams.get('ref') !== 'dev') {
      res.writeHead(404).end('{"message":"Not Found"}')
    } else if (failing > 0) {
      failures.set(path, failing - 1)
      res.writeHead(502).end('bad gateway')
    } else if (req.headers.accept === 'application/vnd.github.raw+json' && path in FAKE_GITHUB_FILES) {
      res.writeHead(200, { 'content-type': 'application/vnd.github.raw' }).end(FAKE_GITHUB_FILES[path])
    } else if (path in FAKE_GITHUB_TREE) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(FAKE_GITHUB_TREE[path]))
    } else res.writeHead(404).end('{"message":"Not Found"}')
  })
  return { ...server, failNext: (path, times) => failures.set(path, times) }
}
