import { defineRuntime } from '../../runtime'
import { getBoolean, getInstance, getNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { moderateInput } from '../../shared/flow-moderation'
import { threadStoreOf } from '../../agentflow/shared/thread-saver'
import { SupervisorTeam } from '../shared/team'
import { supervisor, SUPERVISOR_PROMPT } from './supervisor.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsChatModels = lazyImport(
  () => import('@langchain/core/language_models/chat_models'),
)

/**
 * Starts the team its Worker nodes join; the engine runs it after every node (`run-team.ts`). The input
 * moderations check the question here: a refusal is the answer and the team does not run.
 */
export default defineRuntime(supervisor, {
  kind: 'supply',
  warm: () => import('@langchain/langgraph'),
  async supply(ctx) {
    const { BaseChatModel } = await langchainCoreLanguageModelsChatModels()
    const model = getInstance(ctx, 'model', BaseChatModel, 'Tool Calling Chat Model')
    const label = getString(ctx, 'supervisorName', 'Supervisor').trim()
    if (!label) throw new NodeInputError('Supervisor Name is required')
    const prompt = getString(ctx, 'supervisorPrompt').trim() || SUPERVISOR_PROMPT
    if (!prompt.includes('{team_members}'))
      throw new NodeInputError('Supervisor Prompt must contain {team_members}')
    const limit = getNumber(ctx, 'recursionLimit', 100)
    return new SupervisorTeam(ctx.nodeId, label, prompt, model, limit > 0 ? limit : 100, {
      threads: threadStoreOf(ctx.inputs.agentMemory),
      summarize: getBoolean(ctx, 'summarization'),
      refusal: await moderateInput(ctx, ctx.question),
    })
  },
})
