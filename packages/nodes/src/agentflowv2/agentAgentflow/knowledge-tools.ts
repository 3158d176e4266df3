import type { StructuredToolInterface } from '@langchain/core/tools'
import type { TSourceDocument } from '../../context'
import { toolName } from '../../shared/tool-schema'
import { configOf, rowsOf, storeIdOf, textOf } from '../shared/v2-read'
import type { TAgentflowContext } from '../shared/v2-runtime'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))
const langchainCoreRetrievers = lazyImport(() => import('@langchain/core/retrievers'))

const querySchema = {
  type: 'object' as const,
  properties: { query: { type: 'string', description: 'What to search for' } },
  required: ['query'],
}

const isTrue = (value: unknown) => value === true || value === 'true'

/**
 * Each knowledge document store becomes a search tool named after the store; the chunks it finds go
 * to `found` when the row asks for source documents.
 */
async function documentStoreTools(
  ctx: TAgentflowContext,
  found: TSourceDocument[],
): Promise<StructuredToolInterface[]> {
  const rows = rowsOf(ctx, 'agentKnowledgeDocumentStores')
  const stores = ctx.documentStores
  if (rows.length === 0 || !stores) return []
  const { DynamicStructuredTool } = await langchainCoreTools()
  return rows.flatMap((row) => {
    const id = storeIdOf(row.documentStore)
    if (!id) return []
    const storeName = textOf(row.documentStore).slice(id.length + 1) || id
    const withSources = isTrue(row.returnSourceDocuments)
    return [
      new DynamicStructuredTool({
        name: toolName(`search_${storeName}`, 'search_knowledge'),
        description: textOf(row.docStoreDescription) || `Searches the document store ${storeName}`,
        schema: querySchema,
        func: async (args: Record<string, unknown>) => {
          const docs = await stores.search(id, textOf(args.query), 4)
          if (withSources) found.push(...docs)
          return docs.map((d) => d.pageContent).join('\n\n')
        },
      }),
    ]
  })
}

/**
 * Each "Knowledge (Vector Embeddings)" row: the chosen vector store node, given the chosen embeddings
 * node, supplies its retriever, which becomes a search tool named after Knowledge Name and described by
 * Describe Knowledge; the chunks it finds go to `found` when the row asks for source documents.
 */
async function vectorStoreTools(
  ctx: TAgentflowContext,
  found: TSourceDocument[],
): Promise<StructuredToolInterface[]> {
  const rows = rowsOf(ctx, 'agentKnowledgeVSEmbeddings')
  if (rows.length === 0) return []
  const [{ DynamicStructuredTool }, { BaseRetriever }] = await Promise.all([
    langchainCoreTools(),
    langchainCoreRetrievers(),
  ])
  const tools: StructuredToolInterface[] = []
  for (const row of rows) {
    const storeNode = textOf(row.vectorStore).trim()
    const embeddingsNode = textOf(row.embeddingModel).trim()
    if (!storeNode || !embeddingsNode) continue
    const embeddings = await ctx.createNode(
      embeddingsNode,
      configOf(row.embeddingModelConfig, 'embeddingModel'),
    )
    const retriever = await ctx.createNode(storeNode, {
      ...configOf(row.vectorStoreConfig, 'vectorStore'),
      embeddings,
    })
    if (!(retriever instanceof BaseRetriever)) throw new Error(`${storeNode} supplies no retriever`)
    const name = textOf(row.knowledgeName).trim() || storeNode
    const withSources = isTrue(row.returnSourceDocuments)
    tools.push(
      new DynamicStructuredTool({
        name: toolName(name, 'search_knowledge'),
        description: textOf(row.knowledgeDescription) || `Searches the knowledge ${name}`,
        schema: querySchema,
        func: async (args: Record<string, unknown>) => {
          const docs = await retriever.invoke(textOf(args.query), { signal: ctx.signal })
          if (withSources)
            found.push(...docs.map((d) => ({ pageContent: d.pageContent, metadata: { ...d.metadata } })))
          return docs.map((d) => d.pageContent).join('\n\n')
        },
      }),
    )
  }
  return tools
}

/** The Agent's knowledge as search tools: document stores of the unik, then vector stores. */
export async function knowledgeTools(
  ctx: TAgentflowContext,
  found: TSourceDocument[],
): Promise<StructuredToolInterface[]> {
  return [...(await documentStoreTools(ctx, found)), ...(await vectorStoreTools(ctx, found))]
}
