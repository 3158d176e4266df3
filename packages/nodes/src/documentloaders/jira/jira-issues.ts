import { isRecord } from '@unikflow/graph'
import type { TNodeContext } from '../../context'
import { BODY_LIMITS, readBodyJson } from '../../shared/read-body'
import { recordsAt, textAt } from '../../shared/web-search'

/** Issues one load reads at most. */
export const MAX_ISSUES = 10_000

export type TJiraSearch = {
  readonly host: string
  readonly jql: string
  readonly pageSize: number
  readonly authorization: string
}

async function getJson(ctx: TNodeContext, url: URL, authorization: string) {
  const res = await ctx.fetch(url.toString(), {
    headers: { authorization, accept: 'application/json' },
    signal: ctx.signal,
  })
  return {
    status: res.status,
    ok: res.ok,
    body: res.ok ? await readBodyJson(res, BODY_LIMITS.apiJson) : undefined,
  }
}

/**
 * The issues a JQL search finds, page by page through the outbound guard: Jira Cloud's `search/jql`
 * (pages by token), or Data Center's `search` (pages by index) when the host has no such route.
 */
export async function searchIssues(
  ctx: TNodeContext,
  search: TJiraSearch,
): Promise<Record<string, unknown>[]> {
  const issues: Record<string, unknown>[] = []
  let token = ''
  let legacy = false
  while (issues.length < MAX_ISSUES) {
    const url = new URL(`${search.host}/rest/api/2/${legacy ? 'search' : 'search/jql'}`)
    url.searchParams.set('jql', search.jql)
    url.searchParams.set('maxResults', String(search.pageSize))
    url.searchParams.set('fields', '*all')
    if (legacy) url.searchParams.set('startAt', String(issues.length))
    else if (token) url.searchParams.set('nextPageToken', token)
    const page = await getJson(ctx, url, search.authorization)
    if (!legacy && !token && page.status === 404) {
      legacy = true
      continue
    }
    if (!page.ok) throw new Error(`Jira answered HTTP ${page.status}`)
    const found = recordsAt(page.body, 'issues')
    issues.push(...found)
    token = textAt(page.body, 'nextPageToken')
    const body = isRecord(page.body) ? page.body : {}
    const total = typeof body.total === 'number' ? body.total : 0
    const more = legacy ? issues.length < total : token !== '' && body.isLast !== true
    if (found.length === 0 || !more) break
  }
  return issues.slice(0, MAX_ISSUES)
}

/** An issue as text: key and summary, then its type, status, people, dates, labels and description. */
export function issueText(issue: Record<string, unknown>): string {
  const field = (...path: string[]) => textAt(issue, 'fields', ...path)
  const labels =
    isRecord(issue.fields) && Array.isArray(issue.fields.labels) ? issue.fields.labels.map(String) : []
  const lines = [
    `Issue: ${textAt(issue, 'key')} - ${field('summary')}`,
    ['Type', field('issuetype', 'name')],
    ['Status', field('status', 'name')],
    ['Priority', field('priority', 'name')],
    ['Assignee', field('assignee', 'displayName')],
    ['Reporter', field('reporter', 'displayName')],
    ['Created', field('created')],
    ['Updated', field('updated')],
    ['Labels', labels.join(', ')],
    ['Description', field('description')],
  ]
  return lines
    .map((line) => (typeof line === 'string' ? line : line[1] ? `${line[0]}: ${line[1]}` : ''))
    .filter(Boolean)
    .join('\n')
}
