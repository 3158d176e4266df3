import { isRecord } from '@unikflow/graph'
import type { TNodeContext } from '../../context'
import { fetchSearchJson } from '../../shared/web-search'

/** Waits between polls of a crawl or extract job, and how many polls a job may take (about ten minutes). */
const POLL_MS = 2000
const MAX_POLLS = 300
/** Result pages of one crawl followed at most. */
const MAX_RESULT_PAGES = 100

export type TFireCrawl = {
  post(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>>
  get(url: string): Promise<Record<string, unknown>>
}

/** FireCrawl's v1 API at `base` with the token, every request through the outbound guard. */
export function fireCrawlApi(ctx: TNodeContext, base: string, token: string): TFireCrawl {
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' }
  const asRecord = (v: unknown) => (isRecord(v) ? v : {})
  return {
    async post(path, body) {
      const init = {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: ctx.signal,
      }
      return asRecord(await fetchSearchJson(ctx, 'FireCrawl', `${base}/v1/${path}`, init))
    },
    async get(url) {
      return asRecord(
        await fetchSearchJson(ctx, 'FireCrawl', url.startsWith('http') ? url : `${base}/v1/${url}`, {
          headers,
          signal: ctx.signal,
        }),
      )
    },
  }
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true })
  })

/** Polls a job (`crawl/<id>`, `extract/<id>`) until it completes; its answer, or an error naming its status. */
export async function waitForJob(
  ctx: TNodeContext,
  api: TFireCrawl,
  path: string,
): Promise<Record<string, unknown>> {
  for (let poll = 0; poll < MAX_POLLS; poll++) {
    if (poll > 0) await pause(POLL_MS, ctx.signal)
    const job = await api.get(path)
    if (job.status === 'completed') return job
    if (job.status === 'failed' || job.status === 'cancelled')
      throw new Error(
        `FireCrawl job ${String(job.status)}${typeof job.error === 'string' ? `: ${job.error}` : ''}`,
      )
  }
  throw new Error('FireCrawl job did not finish in time')
}

/** A completed crawl's pages, following its `next` result pages. */
export async function crawledPages(api: TFireCrawl, first: Record<string, unknown>): Promise<unknown[]> {
  const pages: unknown[] = Array.isArray(first.data) ? [...first.data] : []
  let next = typeof first.next === 'string' ? first.next : ''
  for (let n = 0; next && n < MAX_RESULT_PAGES; n++) {
    const page = await api.get(next)
    if (Array.isArray(page.data)) pages.push(...page.data)
    next = typeof page.next === 'string' ? page.next : ''
  }
  return pages
}
