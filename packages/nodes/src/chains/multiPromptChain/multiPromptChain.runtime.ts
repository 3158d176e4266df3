import type { TNodeAnswer, TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { FlowChain } from '../../shared/flow-chain'
import { moderateInput } from '../../shared/flow-moderation'
import { NamedPrompt, routeInput } from '../../shared/llm-router'
import { callModel } from '../../shared/model-call'
import { getInstance, getInstances } from '../../shared/read-inputs'
import { multiPromptChain } from './multiPromptChain.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsBase = lazyImport(() => import('@langchain/core/language_models/base'))
const langchainCoreMessages = lazyImport(() => import('@langchain/core/messages'))

/** Routes the question to one of the connected prompts (or none), then answers with that system message. */
async function runChain(ctx: TNodeContext, input: string, stream: boolean): Promise<TNodeAnswer> {
  const refused = await moderateInput(ctx, input)
  if (refused !== undefined) {
    if (stream) ctx.emitToken(refused)
    return { text: refused }
  }
  const [{ BaseLanguageModel }, { HumanMessage, SystemMessage }] = await Promise.all([
    langchainCoreLanguageModelsBase(),
    langchainCoreMessages(),
  ])
  const model = getInstance(ctx, 'model', BaseLanguageModel, 'Language Model')
  const prompts = getInstances(ctx, 'promptRetriever', NamedPrompt)
  const chosen = prompts.length ? await routeInput(ctx, model, prompts, input) : undefined
  const picked = chosen instanceof NamedPrompt ? chosen : undefined
  const messages = [
    ...(picked?.systemMessage ? [new SystemMessage(picked.systemMessage)] : []),
    new HumanMessage(input),
  ]
  return { text: await callModel(ctx, model, messages, stream) }
}

export default defineRuntime(multiPromptChain, {
  kind: 'execute',
  execute: (ctx) => runChain(ctx, ctx.question, true),
  supply: async (ctx) => new FlowChain(ctx.label, async (input) => (await runChain(ctx, input, false)).text),
})
