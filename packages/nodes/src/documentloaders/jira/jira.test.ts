import type { Document } from '@langchain/core/documents'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'

const harness = useNodeHarness()
const basic = `Basic ${Buffer.from('me@example.com:jira-token').toString('base64')}`

const issue = (n: number) => ({
  id: `100${n}`,
  key: `MAIN-${n}`,
  fields: {
    summary: `Bug ${n}`,
    issuetype: { name: 'Bug' },
    status: { name: 'Open' },
    assignee: n === 1 ? { displayName: 'Ann' } : null,
    created: `2024-02-0${n}T10:00:00.000+0000`,
    labels: n === 1 ? ['ui', 'login'] : [],
    description: `Steps for bug ${n}`,
  },
})

/** Jira on loopback: Cloud's search/jql (token pages of one issue), or Data Center's search when `legacy`. */
let jiraCloud: TLocalServer
let jiraDataCenter: TLocalServer
beforeAll(async () => {
  jiraCloud = await startLocalHttpServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    if (req.headers.authorization !== basic) {
      res.writeHead(401)
      return res.end('{}')
    }
    const url = new URL(req.url, 'http://x')
    const second = url.searchParams.get('nextPageToken') === 'p2'
    res.end(
      JSON.stringify(
        second
          ? { issues: [issue(2)], isLast: true }
          : { issues: [issue(1)], nextPageToken: 'p2', isLast: false },
      ),
    )
  })
  jiraDataCenter = await startLocalHttpServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    const url = new URL(req.url, 'http://x')
    if (url.pathname !== '/rest/api/2/search') {
      res.writeHead(404)
      return res.end('{}')
    }
    const startAt = Number(url.searchParams.get('startAt'))
    res.end(JSON.stringify({ startAt, total: 2, issues: [issue(startAt + 1)] }))
  })
})
afterAll(async () => {
  await jiraCloud.close()
  await jiraDataCenter.close()
})

const load = (host: string, inputs: Record<string, unknown> = {}) =>
  harness.supply('jira', {
    credential: { username: 'me@example.com', accessToken: 'jira-token' },
    inputs: { host, projectKey: 'MAIN', ...inputs },
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  }) as Promise<Document[]>

describe('Jira loader against doubles of Jira Cloud and Data Center', () => {
  it('reads every page of the project’s issues with basic authentication, one document per issue', async () => {
    const docs = await load(jiraCloud.url, { createdAfter: '2024-01-01', limitPerRequest: 1 })
    expect(docs.map((d) => d.metadata)).toEqual([
      { id: '1001', key: 'MAIN-1', url: `${jiraCloud.url}/browse/MAIN-1`, projectKey: 'MAIN' },
      { id: '1002', key: 'MAIN-2', url: `${jiraCloud.url}/browse/MAIN-2`, projectKey: 'MAIN' },
    ])
    expect(docs[0]?.pageContent).toBe(
      'Issue: MAIN-1 - Bug 1\nType: Bug\nStatus: Open\nAssignee: Ann\nCreated: 2024-02-01T10:00:00.000+0000\nLabels: ui, login\nDescription: Steps for bug 1',
    )
    const first = new URL(jiraCloud.requests.at(-2)?.url ?? '', 'http://x')
    expect(first.pathname).toBe('/rest/api/2/search/jql')
    expect(first.searchParams.get('jql')).toBe(
      'project = "MAIN" AND created >= "2024-01-01" ORDER BY created ASC',
    )
    expect(first.searchParams.get('maxResults')).toBe('1')
  })

  it('falls back to Data Center’s search, paging by index, and fails naming Jira on a refusal', async () => {
    const docs = await load(jiraDataCenter.url)
    expect(docs.map((d) => d.metadata.key)).toEqual(['MAIN-1', 'MAIN-2'])
    expect(new URL(jiraDataCenter.requests.at(-1)?.url ?? '', 'http://x').searchParams.get('startAt')).toBe(
      '1',
    )
    await expect(
      harness.supply('jira', {
        credential: { username: 'me@example.com', accessToken: 'wrong' },
        inputs: { host: jiraCloud.url, projectKey: 'MAIN' },
        services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
      }),
    ).rejects.toThrow(/Jira answered HTTP 401/)
  })
})
