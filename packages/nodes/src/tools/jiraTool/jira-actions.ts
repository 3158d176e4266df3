import {
  argText,
  callRest,
  needArg,
  stringArgs,
  type TAction,
  type TActionArgs,
  type TRestService,
} from '../../shared/action-tools'

/** Jira Cloud (v3) takes rich text as Atlassian Document Format; Server/Data Center (v2) as plain text. */
function richText(apiVersion: '2' | '3', text: string): unknown {
  if (apiVersion === '2') return text
  return {
    type: 'doc',
    version: 1,
    content: text.split(/\n{2,}/).map((paragraph) => ({
      type: 'paragraph',
      content: paragraph ? [{ type: 'text', text: paragraph }] : [],
    })),
  }
}

const maxOf = (args: TActionArgs, name: string) => {
  const n = Number.parseInt(argText(args, name), 10)
  return Number.isFinite(n) && n > 0 ? Math.min(n, 100) : 50
}

/** The fields an issue is created or updated with, from the arguments given. */
function issueFields(apiVersion: '2' | '3', args: TActionArgs): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  if (argText(args, 'issueSummary')) fields.summary = argText(args, 'issueSummary')
  if (argText(args, 'issueDescription'))
    fields.description = richText(apiVersion, argText(args, 'issueDescription'))
  if (argText(args, 'issuePriority')) fields.priority = { name: argText(args, 'issuePriority') }
  if (argText(args, 'assigneeAccountId')) fields.assignee = { accountId: argText(args, 'assigneeAccountId') }
  return fields
}

const ISSUE_KEY = { issueKey: 'The key of the issue, such as PROJ-123' }
const COMMENT_ISSUE = { commentIssueKey: 'The key of the issue the comments belong to' }
const ISSUE_TEXT = {
  issueSummary: 'The title of the issue',
  issueDescription: 'The text of the issue',
  issuePriority: 'The name of a priority (High, Medium …)',
  assigneeAccountId: 'The account ID of the assignee',
}

function issueActions(jira: TRestService, v: '2' | '3'): TAction[] {
  const issuePath = (args: TActionArgs) => `issue/${encodeURIComponent(needArg(args, 'issueKey'))}`
  return [
    {
      action: 'listIssues',
      tool: 'list_issues',
      description: 'Lists Jira issues matching a JQL query or of a project',
      schema: stringArgs({
        jqlQuery: 'A JQL query, such as status = "To Do"',
        projectKey: 'The project to list the issues of',
        issueMaxResults: 'At most this many issues (default 50)',
      }),
      run: (args, signal) => {
        const project = argText(args, 'projectKey')
        const jql =
          argText(args, 'jqlQuery') ||
          (project ? `project = "${project}" ORDER BY created DESC` : 'ORDER BY created DESC')
        const query = { jql, maxResults: maxOf(args, 'issueMaxResults'), fields: '*navigable' }
        return callRest(jira, v === '3' ? 'search/jql' : 'search', { query, signal })
      },
    },
    {
      action: 'createIssue',
      tool: 'create_issue',
      description: 'Creates a Jira issue in a project',
      schema: stringArgs(
        { projectKey: 'The project of the issue', issueType: 'Bug, Task, Story …', ...ISSUE_TEXT },
        ['issueSummary'],
      ),
      run: (args, signal) =>
        callRest(jira, 'issue', {
          method: 'POST',
          body: {
            fields: {
              project: { key: needArg(args, 'projectKey') },
              issuetype: { name: argText(args, 'issueType') || 'Task' },
              ...issueFields(v, args),
            },
          },
          signal,
        }),
    },
    {
      action: 'getIssue',
      tool: 'get_issue',
      description: 'Reads one Jira issue',
      schema: stringArgs(ISSUE_KEY, ['issueKey']),
      run: (args, signal) => callRest(jira, issuePath(args), { signal }),
    },
    {
      action: 'updateIssue',
      tool: 'update_issue',
      description: "Changes a Jira issue's summary, description, priority or assignee",
      schema: stringArgs({ ...ISSUE_KEY, ...ISSUE_TEXT }, ['issueKey']),
      run: (args, signal) =>
        callRest(jira, issuePath(args), { method: 'PUT', body: { fields: issueFields(v, args) }, signal }),
    },
    {
      action: 'deleteIssue',
      tool: 'delete_issue',
      description: 'Deletes a Jira issue',
      schema: stringArgs(ISSUE_KEY, ['issueKey']),
      run: (args, signal) => callRest(jira, issuePath(args), { method: 'DELETE', signal }),
    },
    {
      action: 'assignIssue',
      tool: 'assign_issue',
      description: 'Assigns a Jira issue to a person',
      schema: stringArgs({ ...ISSUE_KEY, assigneeAccountId: 'The account ID of the assignee' }, [
        'issueKey',
        'assigneeAccountId',
      ]),
      run: (args, signal) =>
        callRest(jira, `${issuePath(args)}/assignee`, {
          method: 'PUT',
          body: { accountId: needArg(args, 'assigneeAccountId') },
          signal,
        }),
    },
    {
      action: 'transitionIssue',
      tool: 'transition_issue',
      description: 'Moves a Jira issue through a workflow transition (to another status)',
      schema: stringArgs({ ...ISSUE_KEY, transitionId: 'The ID of the transition' }, [
        'issueKey',
        'transitionId',
      ]),
      run: (args, signal) =>
        callRest(jira, `${issuePath(args)}/transitions`, {
          method: 'POST',
          body: { transition: { id: needArg(args, 'transitionId') } },
          signal,
        }),
    },
  ]
}

function commentActions(jira: TRestService, v: '2' | '3'): TAction[] {
  const comments = (args: TActionArgs) =>
    `issue/${encodeURIComponent(needArg(args, 'commentIssueKey'))}/comment`
  const one = (args: TActionArgs) => `${comments(args)}/${encodeURIComponent(needArg(args, 'commentId'))}`
  const withId = { ...COMMENT_ISSUE, commentId: 'The ID of the comment' }
  return [
    {
      action: 'listComments',
      tool: 'list_comments',
      description: 'Lists the comments of a Jira issue',
      schema: stringArgs(COMMENT_ISSUE, ['commentIssueKey']),
      run: (args, signal) => callRest(jira, comments(args), { signal }),
    },
    {
      action: 'createComment',
      tool: 'create_comment',
      description: 'Adds a comment to a Jira issue',
      schema: stringArgs({ ...COMMENT_ISSUE, commentText: 'The text of the comment' }, [
        'commentIssueKey',
        'commentText',
      ]),
      run: (args, signal) =>
        callRest(jira, comments(args), {
          method: 'POST',
          body: { body: richText(v, needArg(args, 'commentText')) },
          signal,
        }),
    },
    {
      action: 'getComment',
      tool: 'get_comment',
      description: 'Reads one comment of a Jira issue',
      schema: stringArgs(withId, ['commentIssueKey', 'commentId']),
      run: (args, signal) => callRest(jira, one(args), { signal }),
    },
    {
      action: 'updateComment',
      tool: 'update_comment',
      description: 'Changes the text of a comment of a Jira issue',
      schema: stringArgs({ ...withId, commentText: 'The new text' }, [
        'commentIssueKey',
        'commentId',
        'commentText',
      ]),
      run: (args, signal) =>
        callRest(jira, one(args), {
          method: 'PUT',
          body: { body: richText(v, needArg(args, 'commentText')) },
          signal,
        }),
    },
    {
      action: 'deleteComment',
      tool: 'delete_comment',
      description: 'Deletes a comment of a Jira issue',
      schema: stringArgs(withId, ['commentIssueKey', 'commentId']),
      run: (args, signal) => callRest(jira, one(args), { method: 'DELETE', signal }),
    },
  ]
}

function userActions(jira: TRestService): TAction[] {
  const account = { userAccountId: 'The account ID of the user' }
  const accountQuery = (args: TActionArgs) => ({ accountId: needArg(args, 'userAccountId') })
  const profile = { userEmail: 'The email of the user', userDisplayName: 'The name the user is shown by' }
  return [
    {
      action: 'searchUsers',
      tool: 'search_users',
      description: 'Finds Jira users by name or email',
      schema: stringArgs({ userQuery: 'A name or email', userMaxResults: 'At most this many users' }, [
        'userQuery',
      ]),
      run: (args, signal) =>
        callRest(jira, 'user/search', {
          query: { query: needArg(args, 'userQuery'), maxResults: maxOf(args, 'userMaxResults') },
          signal,
        }),
    },
    {
      action: 'getUser',
      tool: 'get_user',
      description: 'Reads one Jira user',
      schema: stringArgs(account, ['userAccountId']),
      run: (args, signal) => callRest(jira, 'user', { query: accountQuery(args), signal }),
    },
    {
      action: 'createUser',
      tool: 'create_user',
      description: 'Creates a Jira user (needs site administration rights)',
      schema: stringArgs(profile, ['userEmail']),
      run: (args, signal) =>
        callRest(jira, 'user', {
          method: 'POST',
          body: {
            emailAddress: needArg(args, 'userEmail'),
            ...(argText(args, 'userDisplayName') ? { displayName: argText(args, 'userDisplayName') } : {}),
            products: [],
          },
          signal,
        }),
    },
    {
      action: 'updateUser',
      tool: 'update_user',
      description: "Changes a Jira user's email or display name",
      schema: stringArgs({ ...account, ...profile }, ['userAccountId']),
      run: (args, signal) =>
        callRest(jira, 'user', {
          method: 'PUT',
          query: accountQuery(args),
          body: {
            ...(argText(args, 'userEmail') ? { emailAddress: argText(args, 'userEmail') } : {}),
            ...(argText(args, 'userDisplayName') ? { displayName: argText(args, 'userDisplayName') } : {}),
          },
          signal,
        }),
    },
    {
      action: 'deleteUser',
      tool: 'delete_user',
      description: 'Deletes a Jira user',
      schema: stringArgs(account, ['userAccountId']),
      run: (args, signal) => callRest(jira, 'user', { method: 'DELETE', query: accountQuery(args), signal }),
    },
  ]
}

/** Every Jira action, keyed by the names Flowise's Issue/Comment/User Actions save. */
export const jiraActions = (jira: TRestService, apiVersion: '2' | '3'): TAction[] => [
  ...issueActions(jira, apiVersion),
  ...commentActions(jira, apiVersion),
  ...userActions(jira),
]
