import { defineRuntime } from '../../runtime'
import { finishDocuments } from '../../shared/documents'
import { lazyImport } from '../../shared/lazy-import'
import { getNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { textAt } from '../../shared/web-search'
import { issueText, searchIssues } from './jira-issues'
import { jira } from './jira.node.js'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** A JQL string literal: quotes and backslashes escaped. */
const jqlText = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`

export default defineRuntime(jira, {
  kind: 'supply',
  async supply(ctx) {
    const host = getString(ctx, 'host').trim().replace(/\/+$/, '')
    const projectKey = getString(ctx, 'projectKey').trim()
    if (!host || !projectKey) throw new NodeInputError(`${ctx.label} needs a Host and a Project Key`)
    const createdAfter = getString(ctx, 'createdAfter').trim()
    const credential = await ctx.getCredential()
    const basic = Buffer.from(`${credential.username ?? ''}:${credential.accessToken ?? ''}`).toString(
      'base64',
    )
    const issues = await searchIssues(ctx, {
      host,
      jql: `project = ${jqlText(projectKey)}${createdAfter ? ` AND created >= ${jqlText(createdAfter)}` : ''} ORDER BY created ASC`,
      pageSize: Math.min(100, Math.max(1, Math.floor(getNumber(ctx, 'limitPerRequest', 100)))),
      authorization: `Basic ${basic}`,
    })
    const { Document } = await langchainCoreDocuments()
    const docs = issues.map(
      (issue) =>
        new Document({
          pageContent: issueText(issue),
          metadata: {
            id: textAt(issue, 'id'),
            key: textAt(issue, 'key'),
            url: `${host}/browse/${textAt(issue, 'key')}`,
            projectKey,
          },
        }),
    )
    return finishDocuments(ctx, docs)
  },
})
