import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StructuredToolInterface } from '@langchain/core/tools'
import { useNodeHarness } from '@unikflow/engine/testing'
import type { TLocalServer } from '@unikflow/testkit'
import { toolAgentFlow } from '../../testing/agent-flows'
import { lastJson, RestStatus, startRestDouble } from '../../testing/rest-double'

const harness = useNodeHarness()
const BASIC = `Basic ${Buffer.from('ada@example.com:tok').toString('base64')}`

/** Jira Cloud's REST API v3 (and Server's v2 for a bearer token) on loopback, one issue PROJ-1. */
let jira: TLocalServer
beforeAll(async () => {
  jira = await startRestDouble(new RegExp(`^(${BASIC}|Bearer pat-1)$`), [
    [
      'GET',
      /^\/rest\/api\/3\/search\/jql$/,
      () => ({ issues: [{ key: 'PROJ-1', fields: { summary: 'Login fails' } }] }),
    ],
    ['POST', /^\/rest\/api\/3\/issue$/, () => ({ id: '10002', key: 'PROJ-2' })],
    [
      'GET',
      /^\/rest\/api\/[23]\/issue\/PROJ-1$/,
      () => ({ key: 'PROJ-1', fields: { summary: 'Login fails' } }),
    ],
    [
      'GET',
      /^\/rest\/api\/3\/issue\/([^/]+)$/,
      () => new RestStatus(404, { errorMessages: ['Issue does not exist'] }),
    ],
    ['POST', /^\/rest\/api\/[23]\/issue\/PROJ-1\/transitions$/, () => new RestStatus(204, undefined)],
    ['POST', /^\/rest\/api\/2\/issue\/PROJ-1\/comment$/, () => ({ id: '100', body: 'Looking' })],
    [
      'GET',
      /^\/rest\/api\/3\/user\/search$/,
      (req) => [{ accountId: 'a-1', displayName: req.query.get('query') }],
    ],
  ])
})
afterAll(() => jira.close())

const supply = async (inputs: Record<string, unknown>, credential: Record<string, string>) => {
  const tools = await harness.supply('jiraTool', {
    credential,
    inputs: { jiraHost: `${jira.url}/`, ...inputs },
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  })
  return tools as StructuredToolInterface[]
}
const byName = (tools: StructuredToolInterface[], name: string) => {
  const tool = tools.find((t) => t.name === name)
  if (!tool) throw new Error(name)
  return tool
}

describe('Jira tool against a double of Jira’s REST API', () => {
  it('gives the chosen issue actions as tools on API v3 with basic auth, the node’s inputs as defaults', async () => {
    const tools = await supply(
      {
        jiraType: 'issues',
        issueActions: '["listIssues","createIssue","transitionIssue"]',
        projectKey: 'PROJ',
        issueMaxResults: 5,
      },
      { username: 'ada@example.com', accessToken: 'tok' },
    )
    expect(tools.map((t) => t.name)).toEqual(['list_issues', 'create_issue', 'transition_issue'])
    expect(await byName(tools, 'list_issues').invoke({})).toContain('Login fails')
    const listed = new URL(jira.requests.at(-1)?.url ?? '', 'http://x')
    expect(listed.searchParams.get('jql')).toBe('project = "PROJ" ORDER BY created DESC')
    expect(listed.searchParams.get('maxResults')).toBe('5')

    expect(
      await byName(tools, 'create_issue').invoke({
        issueSummary: 'Crash',
        issueDescription: 'On start',
        issueType: 'Bug',
      }),
    ).toContain('PROJ-2')
    expect(lastJson(jira)).toEqual({
      fields: {
        project: { key: 'PROJ' },
        issuetype: { name: 'Bug' },
        summary: 'Crash',
        description: {
          type: 'doc',
          version: 1,
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'On start' }] }],
        },
      },
    })
    expect(await byName(tools, 'transition_issue').invoke({ issueKey: 'PROJ-1', transitionId: '31' })).toBe(
      'Done (HTTP 204)',
    )
    expect(lastJson(jira)).toEqual({ transition: { id: '31' } })
  })

  it('uses API v2 and plain text with a bearer token; comment and user actions by type', async () => {
    const comments = await supply(
      { jiraType: 'comments', commentActions: ['createComment'], commentIssueKey: 'PROJ-1' },
      { bearerToken: 'pat-1' },
    )
    expect(await byName(comments, 'create_comment').invoke({ commentText: 'Looking' })).toContain(
      '"id":"100"',
    )
    expect(lastJson(jira)).toEqual({ body: 'Looking' })
    const users = await supply(
      { jiraType: 'users', userActions: ['searchUsers'] },
      { username: 'ada@example.com', accessToken: 'tok' },
    )
    expect(await byName(users, 'search_users').invoke({ userQuery: 'ada' })).toContain('"displayName":"ada"')
  })

  it('is a Tool Agent’s tool; Jira’s refusals reach the model as the tool’s error', async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'get_issue', arguments: { issueKey: 'PROJ-1' } }] },
      { toolCalls: [{ name: 'get_issue', arguments: { issueKey: 'PROJ-9' } }] },
      { content: 'PROJ-1 is about login.' },
    )
    const result = await harness.runFlow(
      toolAgentFlow([
        {
          id: 't',
          name: 'jiraTool',
          credential: 'cred-jira',
          inputs: { jiraHost: jira.url, jiraType: 'issues', issueActions: ['getIssue'] },
        },
      ]),
      {
        question: 'What is PROJ-1?',
        services: harness.services({
          allowPrivateHosts: ['127.0.0.1'],
          credentials: { 'cred-jira': { username: 'ada@example.com', accessToken: 'tok' } },
        }),
      },
    )
    expect(result.text).toBe('PROJ-1 is about login.')
    expect(String(result.usedTools?.[0]?.toolOutput)).toContain('Login fails')
    expect(String(result.usedTools?.[1]?.toolOutput)).toContain(
      'Jira answered HTTP 404: Issue does not exist',
    )
  })

  it('needs a host, a credential and an action', async () => {
    await expect(supply({ jiraHost: '' }, { bearerToken: 'x' })).rejects.toThrow('needs the Jira Host')
    await expect(supply({ jiraType: 'issues', issueActions: ['getIssue'] }, {})).rejects.toThrow(
      'Bearer Token',
    )
    await expect(supply({ jiraType: 'issues' }, { bearerToken: 'x' })).rejects.toThrow(
      'choose at least one action',
    )
  })
})
