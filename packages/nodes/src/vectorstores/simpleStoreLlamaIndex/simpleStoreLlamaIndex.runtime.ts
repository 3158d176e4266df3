import { defineRuntime } from '../../runtime'
import { getInstance, getString } from '../../shared/read-inputs'
import { resolveUnikFolder } from '../../shared/unik-files'
import { withIndexModel } from '../../shared/vector-index'
import { lazyImport } from '../../shared/lazy-import'
import { supplyRemoteStore } from '../remote-runtime'
import { simpleStoreFile } from './simple-store-file'
import { simpleStoreLlamaIndex } from './simpleStoreLlamaIndex.node.js'

const langchainCoreLanguageModelsChatModels = lazyImport(
  () => import('@langchain/core/language_models/chat_models'),
)

/**
 * Its folder is Base Path inside the unik's `simplestore` folder (empty: one per flow and node); the
 * documents connected are added to what the file holds, and the retriever carries the chat model for the
 * Query Engine.
 */
export default defineRuntime(simpleStoreLlamaIndex, {
  kind: 'supply',
  async supply(ctx) {
    const { BaseChatModel } = await langchainCoreLanguageModelsChatModels()
    const model = getInstance(ctx, 'model', BaseChatModel, 'Chat Model')
    const dir = resolveUnikFolder(
      ctx,
      'simplestore',
      getString(ctx, 'basePath'),
      `${ctx.flowId}/${ctx.nodeId}`,
    )
    return withIndexModel(await supplyRemoteStore(ctx, simpleStoreFile(dir)), model)
  },
})
