import type { TNodeAnswer, TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { FlowChain } from '../../shared/flow-chain'
import { moderateInput } from '../../shared/flow-moderation'
import { callModel } from '../../shared/model-call'
import { getInstance, getOptionalInstance, getString } from '../../shared/read-inputs'
import { invokeForJson, parseWithAutofix, structuredOptionsOf } from '../../shared/structured-output'
import { llmChain } from './llmChain.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsBase = lazyImport(() => import('@langchain/core/language_models/base'))
const langchainCorePrompts = lazyImport(() => import('@langchain/core/prompts'))
const langchainCoreOutputParsers = lazyImport(() => import('@langchain/core/output_parsers'))
const langchainCorePromptValues = lazyImport(() => import('@langchain/core/prompt_values'))
const langchainCoreMessages = lazyImport(() => import('@langchain/core/messages'))

async function parts(ctx: TNodeContext) {
  const [{ BaseLanguageModel }, { BasePromptTemplate }, { BaseOutputParser }] = await Promise.all([
    langchainCoreLanguageModelsBase(),
    langchainCorePrompts(),
    langchainCoreOutputParsers(),
  ])
  return {
    model: getInstance(ctx, 'model', BaseLanguageModel, 'Language Model'),
    prompt: getInstance(ctx, 'prompt', BasePromptTemplate, 'Prompt'),
    parser: getOptionalInstance(ctx, 'outputParser', BaseOutputParser),
  }
}

/** Fills every prompt variable still open with the input (Flowise's rule), adds the parser's format instructions. */
async function runChain(ctx: TNodeContext, input: string, stream: boolean): Promise<TNodeAnswer> {
  const refused = await moderateInput(ctx, input)
  if (refused !== undefined) {
    if (stream) ctx.emitToken(refused)
    return { text: refused }
  }
  const { model, prompt, parser } = await parts(ctx)
  const values: Record<string, string> = {}
  for (const name of prompt.inputVariables) values[name] = input
  let promptValue = await prompt.formatPromptValue(values)
  if (parser) {
    const { ChatPromptValue } = await langchainCorePromptValues()
    const { SystemMessage } = await langchainCoreMessages()
    const instructions = parser.getFormatInstructions()
    promptValue =
      promptValue instanceof ChatPromptValue
        ? new ChatPromptValue([...promptValue.messages, new SystemMessage(instructions)])
        : await (
            await langchainCorePrompts()
          ).PromptTemplate.fromTemplate('{p}\n{i}').formatPromptValue({
            p: promptValue.toString(),
            i: instructions,
          })
  }
  if (!parser) return { text: await callModel(ctx, model, promptValue, stream) }
  const structured = structuredOptionsOf(parser)
  const text = structured
    ? await invokeForJson(ctx, model, promptValue, structured.jsonObject)
    : await callModel(ctx, model, promptValue, false)
  const json: unknown = await parseWithAutofix(ctx, model, parser, text)
  const out = typeof json === 'string' ? json : JSON.stringify(json, null, 2)
  if (stream) ctx.emitToken(out)
  return { text: out, json }
}

export default defineRuntime(llmChain, {
  kind: 'execute',
  warm: () =>
    Promise.all([import('@langchain/core/output_parsers'), import('@langchain/core/prompt_values')]),
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
