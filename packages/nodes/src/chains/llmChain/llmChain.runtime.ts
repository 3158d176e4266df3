import type { TNodeAnswer, TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { FlowChain } from '../../shared/flow-chain'
import { moderateInput } from '../../shared/flow-moderation'
import { callModel } from '../../shared/model-call'
import { getInstance, getOptionalInstance, getString } from '../../shared/read-inputs'
import { invokeForJson, parseWithAutofix, structuredOptionsOf } from '../../shared/structured-output'
import { llmChain } from './llmChain.node.js'
import { lazyImport } from '../../shared/lazy-import'
import { PlainPrompt } from '../../shared/plain-prompt'
import { PlainChatModel } from '../../shared/openai-chat-model'
import type { BasePromptTemplate } from '@langchain/core/prompts'
import type { BasePromptValueInterface } from '@langchain/core/prompt_values'

const langchainCoreLanguageModelsBase = lazyImport(() => import('@langchain/core/language_models/base'))
const langchainCorePrompts = lazyImport(() => import('@langchain/core/prompts'))
const langchainCoreOutputParsers = lazyImport(() => import('@langchain/core/output_parsers'))
const langchainCorePromptValues = lazyImport(() => import('@langchain/core/prompt_values'))
const langchainCoreMessages = lazyImport(() => import('@langchain/core/messages'))

/**
 * The chain's model, prompt and parser. The Prompt Template's and the OpenAI models' stand-ins are taken as
 * they are (langchain-on-demand.ts): a plain question needs no LangChain module loaded.
 */
async function parts(ctx: TNodeContext) {
  const { model, prompt } = ctx.inputs
  return {
    model:
      model instanceof PlainChatModel
        ? model
        : getInstance(
            ctx,
            'model',
            (await langchainCoreLanguageModelsBase()).BaseLanguageModel,
            'Language Model',
          ),
    prompt:
      prompt instanceof PlainPrompt
        ? prompt
        : getInstance(ctx, 'prompt', (await langchainCorePrompts()).BasePromptTemplate, 'Prompt'),
    parser: ctx.inputs.outputParser
      ? getOptionalInstance(ctx, 'outputParser', (await langchainCoreOutputParsers()).BaseOutputParser)
      : undefined,
  }
}

/** The prompt's text (a plain prompt) or LangChain's prompt value, every open variable filled with `input`. */
async function promptOf(prompt: PlainPrompt | BasePromptTemplate, input: string) {
  const values: Record<string, string> = {}
  for (const name of prompt.inputVariables) values[name] = input
  return prompt instanceof PlainPrompt ? prompt.format(values) : prompt.formatPromptValue(values)
}

/** The prompt with the parser's format instructions: after a text, as a system message after chat messages. */
async function withInstructions(
  prompt: string | BasePromptValueInterface,
  instructions: string,
): Promise<string | BasePromptValueInterface> {
  if (typeof prompt === 'string') return `${prompt}\n${instructions}`
  const { ChatPromptValue } = await langchainCorePromptValues()
  if (!(prompt instanceof ChatPromptValue)) return `${prompt.toString()}\n${instructions}`
  const { SystemMessage } = await langchainCoreMessages()
  return new ChatPromptValue([...prompt.messages, new SystemMessage(instructions)])
}

/** Fills every prompt variable still open with the input (Flowise's rule), adds the parser's format instructions. */
async function runChain(ctx: TNodeContext, input: string, stream: boolean): Promise<TNodeAnswer> {
  const refused = await moderateInput(ctx, input)
  if (refused !== undefined) {
    if (stream) ctx.emitToken(refused)
    return { text: refused }
  }
  const { model, prompt, parser } = await parts(ctx)
  const asked = await promptOf(prompt, input)
  if (!parser) return { text: await callModel(ctx, model, asked, stream) }
  const promptValue = await withInstructions(asked, parser.getFormatInstructions())
  const langChainModel = model instanceof PlainChatModel ? await model.toLangChain() : model
  const structured = structuredOptionsOf(parser)
  const text = structured
    ? await invokeForJson(ctx, langChainModel, promptValue, structured.jsonObject)
    : await callModel(ctx, langChainModel, promptValue, false)
  const json: unknown = await parseWithAutofix(ctx, langChainModel, parser, text)
  const out = typeof json === 'string' ? json : JSON.stringify(json, null, 2)
  if (stream) ctx.emitToken(out)
  return { text: out, json }
}

export default defineRuntime(llmChain, {
  kind: 'execute',
  // No warm-up of its own: a plain question loads nothing here (the model's HTTP client is the engine's), and
  // an output parser's node warms what its runs load.
  takesStandIns: true,
  execute: (ctx) => runChain(ctx, ctx.question, true),
  /** Output "Output Prediction" runs now and passes its answer on; output "LLM Chain" passes the chain. */
  async supply(ctx) {
    if (ctx.output === 'outputPrediction') {
      const answer = await runChain(ctx, ctx.question, false)
      return answer.json ?? answer.text
    }
    return new FlowChain(getString(ctx, 'chainName') || ctx.label, async (input) => {
      return (await runChain(ctx, input, false)).text
    })
  },
})
