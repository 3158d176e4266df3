import type { TFetch } from '../../context'
import { BODY_LIMITS, readBody, readBodyJson } from '../../shared/read-body'
import { NodeInputError } from '../../shared/read-inputs'

/** A file of the repository the contents API listed. */
export type TRepoFile = { path: string; size: number }

/** Files bigger than this are skipped (a repository's assets, not its text). */
export const MAX_FILE_BYTES = 1024 * 1024
/** A repository with more files than this is refused rather than read file by file. */
export const MAX_FILES = 2000

export type TGithubRepo = {
  api: string
  owner: string
  repo: string
  branch: string
  token: string | undefined
  maxRetries: number
  fetch: TFetch
  signal: AbortSignal
}

/** `owner/repo` from a repository link (`https://github.com/owner/repo(.git)(/tree/…)`). */
export function parseRepoLink(link: string, baseUrl: string): { owner: string; repo: string } {
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    throw new NodeInputError(`Repo Link is not a link: ${link}`)
  }
  const base = baseUrl.trim() ? new URL(baseUrl.trim()).pathname.replace(/\/+$/, '') : ''
  const parts = url.pathname.slice(base.length).split('/').filter(Boolean)
  const [owner, repo] = parts
  if (!owner || !repo) throw new NodeInputError(`Repo Link must name an owner and a repository: ${link}`)
  return { owner, repo: repo.replace(/\.git$/, '') }
}

async function request(r: TGithubRepo, path: string, accept: string): Promise<Response> {
  const url = `${r.api}/repos/${encodeURIComponent(r.owner)}/${encodeURIComponent(r.repo)}/contents/${path
    .split('/')
    .map(encodeURIComponent)
    .join('/')}?ref=${encodeURIComponent(r.branch)}`
  const headers: Record<string, string> = {
    accept,
    'user-agent': 'unikflow',
    'x-github-api-version': '2022-11-28',
  }
  if (r.token) headers.authorization = `Bearer ${r.token}`
  for (let attempt = 0; ; attempt++) {
    const res = await r.fetch(url, { headers, signal: r.signal })
    if (res.ok) return res
    const retry = res.status === 429 || res.status >= 500
    if (!retry || attempt >= r.maxRetries) {
      await res.body?.cancel()
      // The token never appears here: the error names the repository, the path and the status only.
      throw new NodeInputError(`GitHub answered ${res.status} for ${r.owner}/${r.repo}/${path} (${r.branch})`)
    }
    await res.body?.cancel()
    await new Promise((done) => setTimeout(done, 250 * 2 ** attempt))
  }
}

type TContentsItem = { path: string; type: string; size?: number }

function readListing(body: unknown, path: string): TContentsItem[] {
  if (!Array.isArray(body)) throw new NodeInputError(`GitHub did not list a folder at "${path || '/'}"`)
  return body.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return []
    const { path: p, type, size } = item as Record<string, unknown> // a JSON object from the API
    return typeof p === 'string' && typeof type === 'string'
      ? [{ path: p, type, size: typeof size === 'number' ? size : 0 }]
      : []
  })
}

/** Walks the contents API from the root (into sub-folders when `recursive`), skipping ignored paths. */
export async function listRepoFiles(
  r: TGithubRepo,
  recursive: boolean,
  ignored: (path: string, isDir: boolean) => boolean,
): Promise<TRepoFile[]> {
  const files: TRepoFile[] = []
  const folders = ['']
  while (folders.length) {
    const folder = folders.shift() ?? ''
    const res = await request(r, folder, 'application/vnd.github+json')
    const listing = await readBodyJson(res, BODY_LIMITS.apiJson, `The listing of ${folder || '/'}`)
    for (const item of readListing(listing, folder)) {
      if (item.type === 'dir') {
        if (recursive && !ignored(item.path, true)) folders.push(item.path)
      } else if (item.type === 'file' && !ignored(item.path, false)) {
        files.push({ path: item.path, size: item.size ?? 0 })
        if (files.length > MAX_FILES)
          throw new NodeInputError(`${r.owner}/${r.repo} has more than ${MAX_FILES} files; add Ignore Paths`)
      }
    }
  }
  return files
}

/** A file's text, or undefined for a binary file (a NUL byte in its first 8 KB). */
export async function readRepoFile(r: TGithubRepo, path: string): Promise<string | undefined> {
  const res = await request(r, path, 'application/vnd.github.raw+json')
  const bytes = Buffer.from(
    await readBody(res, { maxBytes: BODY_LIMITS.document, beyond: 'fail', what: path }),
  )
  if (bytes.subarray(0, 8192).includes(0)) return undefined
  return bytes.toString('utf8')
}
