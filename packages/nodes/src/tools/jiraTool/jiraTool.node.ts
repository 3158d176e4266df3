import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { actionParam, actionsInput, actionTypeInput } from '../../shared/action-inputs'

const issues = (...actions: string[]) => ({ issueActions: actions })
const comments = (...actions: string[]) => ({ commentActions: actions })
const users = (...actions: string[]) => ({ userActions: actions })

/** Jira's REST API as agent tools: the chosen actions on issues, their comments or users. */
export const jiraTool = defineNode({
  name: 'jiraTool',
  label: 'Jira',
  version: 2,
  type: 'Jira',
  category: NodeCategories.Tools,
  description: 'Lets an agent list, read, create and change Jira issues, comments and users',
  baseClasses: ['Jira', 'Tool'],
  icon: 'tools/jiraTool/jiraTool.svg',
  credential: { label: 'Connect Credential', credentialNames: ['jiraApi', 'jiraApiBearerToken'] },
  inputs: [
    { label: 'Host', name: 'jiraHost', type: 'string', placeholder: 'https://example.atlassian.net' },
    {
      label: 'Enable SSL Certificate',
      name: 'enableSSL',
      type: 'boolean',
      description: 'Kept from Flowise: the server trusts the certificates of its system store',
      optional: true,
      default: false,
    },
    {
      label: 'SSL Certificate',
      name: 'caFile',
      type: 'file',
      fileType: '.pem, .crt',
      description: 'Kept from Flowise; not read',
      show: { enableSSL: true },
      optional: true,
    },
    actionTypeInput('Type', 'jiraType', [
      ['Issues', 'issues'],
      ['Issue Comments', 'comments'],
      ['Users', 'users'],
    ]),
    actionsInput(
      'Issue Actions',
      'issueActions',
      [
        ['List Issues', 'listIssues'],
        ['Create Issue', 'createIssue'],
        ['Get Issue', 'getIssue'],
        ['Update Issue', 'updateIssue'],
        ['Delete Issue', 'deleteIssue'],
        ['Assign Issue', 'assignIssue'],
        ['Transition Issue', 'transitionIssue'],
      ],
      { jiraType: ['issues'] },
    ),
    actionsInput(
      'Comment Actions',
      'commentActions',
      [
        ['List Comments', 'listComments'],
        ['Create Comment', 'createComment'],
        ['Get Comment', 'getComment'],
        ['Update Comment', 'updateComment'],
        ['Delete Comment', 'deleteComment'],
      ],
      { jiraType: ['comments'] },
    ),
    actionsInput(
      'User Actions',
      'userActions',
      [
        ['Search Users', 'searchUsers'],
        ['Get User', 'getUser'],
        ['Create User', 'createUser'],
        ['Update User', 'updateUser'],
        ['Delete User', 'deleteUser'],
      ],
      { jiraType: ['users'] },
    ),
    actionParam(
      'Project Key',
      'projectKey',
      issues('listIssues', 'createIssue'),
      'The project of the issues',
      {
        placeholder: 'PROJ',
      },
    ),
    actionParam('Issue Type', 'issueType', issues('createIssue'), 'The type of a new issue', {
      placeholder: 'Bug, Task, Story',
    }),
    actionParam('Summary', 'issueSummary', issues('createIssue', 'updateIssue'), 'The title of the issue'),
    actionParam(
      'Description',
      'issueDescription',
      issues('createIssue', 'updateIssue'),
      'The text of the issue',
    ),
    actionParam('Priority', 'issuePriority', issues('createIssue', 'updateIssue'), 'The name of a priority', {
      placeholder: 'Highest, High, Medium, Low, Lowest',
    }),
    actionParam(
      'Issue Key',
      'issueKey',
      issues('getIssue', 'updateIssue', 'deleteIssue', 'assignIssue', 'transitionIssue'),
      'The key of the issue',
      { placeholder: 'PROJ-123' },
    ),
    actionParam(
      'Assignee Account ID',
      'assigneeAccountId',
      issues('assignIssue', 'createIssue', 'updateIssue'),
      'The account ID of the person the issue goes to',
    ),
    actionParam(
      'Transition ID',
      'transitionId',
      issues('transitionIssue'),
      'The ID of the workflow transition',
    ),
    actionParam('JQL Query', 'jqlQuery', issues('listIssues'), 'Which issues to list, in JQL', {
      placeholder: 'project = PROJ AND status = "To Do"',
    }),
    actionParam('Max Results', 'issueMaxResults', issues('listIssues'), 'At most this many issues', {
      type: 'number',
      default: 50,
    }),
    actionParam(
      'Issue Key (for Comments)',
      'commentIssueKey',
      comments('listComments', 'createComment'),
      'The key of the issue whose comments the actions read or add',
      { placeholder: 'PROJ-123' },
    ),
    actionParam(
      'Comment Text',
      'commentText',
      comments('createComment', 'updateComment'),
      'The text of the comment',
    ),
    actionParam(
      'Comment ID',
      'commentId',
      comments('getComment', 'updateComment', 'deleteComment'),
      'The ID of the comment',
    ),
    actionParam('Search Query', 'userQuery', users('searchUsers'), 'A name or email to search users by', {
      placeholder: 'john.doe',
    }),
    actionParam(
      'Account ID',
      'userAccountId',
      users('getUser', 'updateUser', 'deleteUser'),
      'The account ID of the user',
    ),
    actionParam('Email Address', 'userEmail', users('createUser', 'updateUser'), 'The email of the user', {
      placeholder: 'user@example.com',
    }),
    actionParam(
      'Display Name',
      'userDisplayName',
      users('createUser', 'updateUser'),
      'The name the user is shown by',
    ),
    actionParam('User Max Results', 'userMaxResults', users('searchUsers'), 'At most this many users', {
      type: 'number',
      default: 50,
    }),
  ],
})
