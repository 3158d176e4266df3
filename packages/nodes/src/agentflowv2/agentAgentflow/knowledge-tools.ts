import type { StructuredToolInterface } from '@langchain/core/tools'
import type { TSourceDocument } from '../../context'
import { toolName } from '../../shared/tool-schema'
import { rowsOf, storeIdOf, textOf } from '../shared/v2-read'
import type { TAgentflowContext } from '../shared/v2-runtime'

/**
 * Each knowledge document store becomes a search tool named after the store; the chunks it finds go
 * to `found` when the row asks for source documents.
 */
export async function knowledgeTools(
  ctx: TAgentflowContext,
  found: TSourceDocument[],
): Promise<StructuredToolInterface[]> {
  const rows = rowsOf(ctx, 'agentKnowledgeDocumentStores')
  const stores = ctx.documentStores
  if (rows.length === 0 || !stores) return []
  const { DynamicStructuredTool } = await import('@langchain/core/tools')
  return rows.flatMap((row) => {
    const id = storeIdOf(row.documentStore)
    if (!id) return []
    const storeName = textOf(row.documentStore).slice(id.length + 1) || id
    const withSources = row.returnSourceDocuments === true || row.returnSourceDocuments === 'true'
    return [
      new DynamicStructuredTool({
        name: toolName(`search_${storeName}`, 'search_knowledge'),
        description: textOf(row.docStoreDescription) || `Searches the document store ${storeName}`,
        schema: {
          type: 'object',
          properties: { query: { type: 'string', description: 'What to search for' } },
          required: ['query'],
        },
        func: async (args: Record<string, unknown>) => {
          const docs = await stores.search(id, textOf(args.query), 4)
          if (withSources) found.push(...docs)
          return docs.map((d) => d.pageContent).join('\n\n')
        },
      }),
    ]
  })
}
