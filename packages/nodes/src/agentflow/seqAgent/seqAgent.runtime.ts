import { defineRuntime } from '../../runtime'
import { readTools } from '../../shared/agent-steps'
import { getBoolean, getOptionalInstance, getOptionalNumber, getString } from '../../shared/read-inputs'
import { readHistorySelection, readPromptValues, readStateUpdate } from '../shared/read-seq-inputs'
import { graphOf } from '../shared/sequential-graph'
import { seqAgent } from './seqAgent.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsChatModels = lazyImport(
  () => import('@langchain/core/language_models/chat_models'),
)

/** Tool rounds an agent may take when the node does not say. */
const DEFAULT_MAX_ITERATIONS = 10

/** An agent step: the model (its own or Start's) with tools, looping through its tool node until it answers. */
export default defineRuntime(seqAgent, {
  kind: 'supply',
  async supply(ctx) {
    const { BaseChatModel } = await langchainCoreLanguageModelsChatModels()
    return graphOf(ctx.inputs.sequentialNode, ctx.label).add({
      kind: 'agent',
      nodeId: ctx.nodeId,
      name: getString(ctx, 'agentName') || ctx.label,
      model: getOptionalInstance(ctx, 'model', BaseChatModel),
      systemPrompt: getString(ctx, 'systemMessagePrompt'),
      humanPrompt: getString(ctx, 'humanMessagePrompt'),
      promptValues: readPromptValues(ctx),
      tools: await readTools(ctx.inputs.tools),
      history: readHistorySelection(ctx),
      prepend: getString(ctx, 'messageHistory'),
      approval: getBoolean(ctx, 'interrupt'),
      approvalPrompt: getString(ctx, 'approvalPrompt'),
      approveLabel: getString(ctx, 'approveButtonText'),
      rejectLabel: getString(ctx, 'rejectButtonText'),
      maxIterations: getOptionalNumber(ctx, 'maxIterations') ?? DEFAULT_MAX_ITERATIONS,
      update: readStateUpdate(ctx),
    })
  },
})
