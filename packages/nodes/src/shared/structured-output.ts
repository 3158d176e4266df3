import type { BaseLanguageModel } from '@langchain/core/language_models/base'
import type { BaseOutputParser } from '@langchain/core/output_parsers'
import type { BasePromptValueInterface } from '@langchain/core/prompt_values'
import type { TNodeContext } from '../context'
import { answerText } from './model-call'
import { lazyImport } from './lazy-import'

const langchainOpenai = lazyImport(() => import('@langchain/openai'))
const langchainOllama = lazyImport(() => import('@langchain/ollama'))

/** How a chain uses a structured output parser: JSON mode when the answer is an object, one fix on a parse error. */
export type TStructuredOptions = { readonly autofix: boolean; readonly jsonObject: boolean }

const optionsByParser = new WeakMap<object, TStructuredOptions>()

/** Called by the structured output parser nodes on the parser they supply. */
export function markStructured<T extends object>(parser: T, options: TStructuredOptions): T {
  optionsByParser.set(parser, options)
  return parser
}

export function structuredOptionsOf(parser: object): TStructuredOptions | undefined {
  return optionsByParser.get(parser)
}

/**
 * Asks the model, in its JSON mode when it has one and the answer is a JSON object: OpenAI-compatible
 * chat models get `response_format: json_object`, Ollama `format: json`; other models answer as usual
 * (the parser's format instructions still ask for JSON).
 */
export async function invokeForJson(
  ctx: TNodeContext,
  model: BaseLanguageModel,
  input: BasePromptValueInterface | string,
  jsonObject: boolean,
): Promise<string> {
  const base = { signal: ctx.signal }
  if (jsonObject) {
    const type = model._llmType()
    if (type === 'openai' || type === 'azure_openai') {
      const { ChatOpenAI } = await langchainOpenai()
      if (model instanceof ChatOpenAI)
        return answerText(await model.invoke(input, { ...base, response_format: { type: 'json_object' } }))
    }
    if (type === 'ollama') {
      const { ChatOllama } = await langchainOllama()
      if (model instanceof ChatOllama)
        return answerText(await model.invoke(input, { ...base, format: 'json' }))
    }
  }
  return answerText(await model.invoke(input, base))
}

/**
 * Parses the model's answer; on a parse error with Autofix on, shows the model its answer and the error
 * once and parses the corrected answer (a second failure fails the node).
 */
export async function parseWithAutofix(
  ctx: TNodeContext,
  model: BaseLanguageModel,
  parser: BaseOutputParser,
  text: string,
): Promise<unknown> {
  const options = structuredOptionsOf(parser)
  try {
    return await parser.parse(text)
  } catch (e) {
    if (!options?.autofix) throw e
    const error = e instanceof Error ? e.message : String(e)
    const fixPrompt = `Your answer did not follow the format instructions.

Instructions:
${parser.getFormatInstructions()}

Your answer:
${text}

The error:
${error}

Answer again, following the instructions exactly, with nothing else.`
    return parser.parse(await invokeForJson(ctx, model, fixPrompt, options.jsonObject))
  }
}
