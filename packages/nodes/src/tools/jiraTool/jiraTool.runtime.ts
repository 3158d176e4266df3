import { defineRuntime } from '../../runtime'
import { actionTools, inputDefaults, optionList } from '../../shared/action-tools'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { jiraActions } from './jira-actions'
import { jiraTool } from './jiraTool.node.js'

/** The inputs that give the actions' arguments a default. */
const DEFAULT_INPUTS = [
  'projectKey',
  'issueType',
  'issueSummary',
  'issueDescription',
  'issuePriority',
  'issueKey',
  'assigneeAccountId',
  'transitionId',
  'jqlQuery',
  'issueMaxResults',
  'commentIssueKey',
  'commentText',
  'commentId',
  'userQuery',
  'userAccountId',
  'userEmail',
  'userDisplayName',
  'userMaxResults',
]

const ACTIONS_INPUT: Readonly<Record<string, string>> = {
  issues: 'issueActions',
  comments: 'commentActions',
  users: 'userActions',
}

/**
 * Jira's REST API through the outbound guard: a user and API token (basic) is Jira Cloud's API v3, a bearer
 * token (a personal access token) Server/Data Center's v2, as Flowise chooses.
 */
export default defineRuntime(jiraTool, {
  kind: 'supply',
  async supply(ctx) {
    const host = getString(ctx, 'jiraHost').trim().replace(/\/+$/, '')
    if (!host) throw new NodeInputError(`${ctx.label} needs the Jira Host`)
    const credential = await ctx.getCredential()
    const bearer = credential.bearerToken ?? ''
    const username = credential.username ?? ''
    const token = credential.accessToken ?? ''
    if (!bearer && !(username && token))
      throw new NodeInputError(`${ctx.label} needs a Bearer Token, or a User Name and Access Token`)
    const apiVersion = bearer ? '2' : '3'
    const authorization = bearer
      ? `Bearer ${bearer}`
      : `Basic ${Buffer.from(`${username}:${token}`).toString('base64')}`
    const jira = {
      service: 'Jira',
      base: `${host}/rest/api/${apiVersion}`,
      headers: { authorization },
      fetch: ctx.fetch,
    }
    const chosen = optionList(
      ctx.inputs[ACTIONS_INPUT[getString(ctx, 'jiraType', 'issues')] ?? 'issueActions'],
    )
    return actionTools(ctx.label, jiraActions(jira, apiVersion), chosen, inputDefaults(ctx, DEFAULT_INPUTS))
  },
})
