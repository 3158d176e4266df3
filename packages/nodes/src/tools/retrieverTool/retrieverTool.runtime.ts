import { defineRuntime } from '../../runtime'
import { getBoolean, getInstance, getJsonFilter, getString } from '../../shared/read-inputs'
import { addMetadataFilter } from './retriever-metadata-filter'
import { contextText, retrieve } from '../../shared/retrieval'
import { toolName } from '../../shared/tool-schema'
import { RETRIEVER_TOOL_SCHEMA } from './retriever-tool-schema'
import { retrieverTool } from './retrieverTool.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))
const langchainCoreRetrievers = lazyImport(() => import('@langchain/core/retrievers'))

/**
 * A retriever offered to an agent as a search tool. The documents found travel as the tool message's
 * artifact (`{ sourceDocuments }`), from which the agent reports the run's source documents.
 */
export default defineRuntime(retrieverTool, {
  kind: 'supply',
  async supply(ctx) {
    const [{ DynamicStructuredTool }, { BaseRetriever }] = await Promise.all([
      langchainCoreTools(),
      langchainCoreRetrievers(),
    ])
    const retriever = getInstance(ctx, 'retriever', BaseRetriever, 'Retriever')
    const withSources = getBoolean(ctx, 'returnSourceDocuments')
    const filter = getJsonFilter(ctx, 'retrieverToolMetadataFilter', 'Additional Metadata Filter')
    if (filter) addMetadataFilter(retriever, filter)
    return new DynamicStructuredTool({
      name: toolName(getString(ctx, 'name'), 'search_documents'),
      description: getString(ctx, 'description') || 'Searches the documents for text relevant to the input',
      schema: RETRIEVER_TOOL_SCHEMA,
      responseFormat: 'content_and_artifact',
      func: async (args: Record<string, unknown>, _run, config) => {
        const docs = await retrieve(retriever, String(args.input ?? ''), config?.signal ?? ctx.signal)
        return [contextText(docs), withSources ? { sourceDocuments: docs } : {}]
      },
    })
  },
})
