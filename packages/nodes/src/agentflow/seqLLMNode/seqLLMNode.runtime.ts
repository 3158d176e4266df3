import { defineRuntime } from '../../runtime'
import { getOptionalInstance, getString } from '../../shared/read-inputs'
import {
  readHistorySelection,
  readPromptValues,
  readStateUpdate,
  readStructuredKeys,
} from '../shared/read-seq-inputs'
import { graphOf } from '../shared/sequential-graph'
import { seqLLMNode } from './seqLLMNode.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsChatModels = lazyImport(
  () => import('@langchain/core/language_models/chat_models'),
)

/** A single model call on the conversation so far (tools only through a Tool Node after it), or a JSON answer. */
export default defineRuntime(seqLLMNode, {
  kind: 'supply',
  async supply(ctx) {
    const { BaseChatModel } = await langchainCoreLanguageModelsChatModels()
    return graphOf(ctx.inputs.sequentialNode, ctx.label).add({
      kind: 'llm',
      nodeId: ctx.nodeId,
      name: getString(ctx, 'llmNodeName') || ctx.label,
      model: getOptionalInstance(ctx, 'model', BaseChatModel),
      systemPrompt: getString(ctx, 'systemMessagePrompt'),
      humanPrompt: getString(ctx, 'humanMessagePrompt'),
      promptValues: readPromptValues(ctx),
      history: readHistorySelection(ctx),
      prepend: getString(ctx, 'messageHistory'),
      structured: readStructuredKeys(ctx.inputs.llmStructuredOutput),
      update: readStateUpdate(ctx),
    })
  },
})
