import { defineRuntime } from '../../runtime'
import { getOptionalInstance, getString } from '../../shared/read-inputs'
import { readConditionRows } from '../shared/read-grid'
import {
  readHistorySelection,
  readPromptValues,
  readStructuredKeys,
  selectedTab,
} from '../shared/read-seq-inputs'
import { CONDITION_TAB_IDENTIFIER } from '../shared/seq-inputs'
import { graphOf } from '../shared/sequential-graph'
import { seqConditionAgent } from './seqConditionAgent.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsChatModels = lazyImport(
  () => import('@langchain/core/language_models/chat_models'),
)

/** A model call whose answer (text, or the JSON keys of its structured output) the table or code routes by. */
export default defineRuntime(seqConditionAgent, {
  kind: 'supply',
  async supply(ctx) {
    const { BaseChatModel } = await langchainCoreLanguageModelsChatModels()
    const tab = selectedTab(ctx, CONDITION_TAB_IDENTIFIER)
    const code = tab === 'conditionFunction' ? getString(ctx, 'conditionFunction') : ''
    const structured = readStructuredKeys(ctx.inputs.conditionAgentStructuredOutput)
    return graphOf(ctx.inputs.sequentialNode, ctx.label).add({
      kind: 'conditionAgent',
      nodeId: ctx.nodeId,
      name: getString(ctx, 'conditionAgentName') || ctx.label,
      model: getOptionalInstance(ctx, 'model', BaseChatModel),
      systemPrompt: getString(ctx, 'systemMessagePrompt'),
      humanPrompt: getString(ctx, 'humanMessagePrompt'),
      promptValues: readPromptValues(ctx),
      history: readHistorySelection(ctx),
      structured,
      rows: code ? [] : readConditionRows(ctx.inputs.conditionUI),
      code,
    })
  },
})
