import type { TSourceDocument } from '../../context'
import { NodeInputError } from '../../shared/read-inputs'
import { inputText, rowsOf, storeIdOf } from '../shared/v2-read'
import { defineAgentflowRuntime } from '../shared/v2-runtime'
import { retrieverAgentflow } from './retrieverAgentflow.node.js'

/** The chunks of each chosen document store nearest the query, as text (or text with metadata). */
export default defineAgentflowRuntime(retrieverAgentflow, async (ctx) => {
  const stores = ctx.documentStores
  if (!stores) throw new NodeInputError('Document stores are not available in this run')
  const query = inputText(ctx, 'retrieverQuery') || ctx.question
  const docs: TSourceDocument[] = []
  for (const row of rowsOf(ctx, 'retrieverKnowledgeDocumentStores')) {
    const id = storeIdOf(row.documentStore)
    if (id) docs.push(...(await stores.search(id, query, 4)))
  }
  const withMetadata = inputText(ctx, 'outputFormat') === 'textWithMetadata'
  const content = docs
    .map((d) => (withMetadata ? `${d.pageContent}\n${JSON.stringify(d.metadata)}` : d.pageContent))
    .join('\n\n')
  return { output: { content }, sourceDocuments: docs }
})
