import { defineRuntime } from '../../runtime'
import { readTools } from '../../shared/agent-steps'
import {
  getInstance,
  getJsonObject,
  getOptionalInstance,
  getOptionalNumber,
  getString,
  NodeInputError,
} from '../../shared/read-inputs'
import { routeName, SupervisorTeam } from '../shared/team'
import { worker } from './worker.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsChatModels = lazyImport(
  () => import('@langchain/core/language_models/chat_models'),
)

/** The prompt with its `{variables}` filled from Prompt Input Values; a variable without a value is refused. */
function fillPrompt(prompt: string, values: Record<string, unknown>): string {
  return prompt.replace(/\{([A-Za-z_][\w]*)\}/g, (whole, name: string) => {
    if (name === 'team_members') return whole
    if (!(name in values)) throw new NodeInputError(`Prompt Input Values has no value for {${name}}`)
    return String(values[name])
  })
}

/** Joins the supervisor's team with its prompt, tools and (optional) own model. */
export default defineRuntime(worker, {
  kind: 'supply',
  async supply(ctx) {
    const { BaseChatModel } = await langchainCoreLanguageModelsChatModels()
    const team = getInstance(ctx, 'supervisor', SupervisorTeam, 'Supervisor')
    const label = getString(ctx, 'workerName').trim()
    if (!label) throw new NodeInputError('Worker Name is required')
    return team.join({
      nodeId: ctx.nodeId,
      name: routeName(label),
      label,
      prompt: fillPrompt(getString(ctx, 'workerPrompt'), getJsonObject(ctx, 'promptValues')),
      tools: await readTools(ctx.inputs.tools),
      model: getOptionalInstance(ctx, 'model', BaseChatModel),
      maxIterations: getOptionalNumber(ctx, 'maxIterations'),
    })
  },
})
