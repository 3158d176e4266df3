import type { BaseChatModel } from '@langchain/core/language_models/chat_models'
import type { StructuredToolInterface } from '@langchain/core/tools'
import { NodeInputError } from '../../shared/read-inputs'
import type { TAgentflowContext } from './v2-runtime'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsChatModels = lazyImport(
  () => import('@langchain/core/language_models/chat_models'),
)
const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

/** The rows of an `array` input (messages, conditions, tools …); a missing or empty input is no rows. */
export function rowsOf(ctx: TAgentflowContext, name: string): Record<string, unknown>[] {
  const value = ctx.inputs[name]
  if (!Array.isArray(value)) return []
  return value.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
}

export function textOf(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

export const inputText = (ctx: TAgentflowContext, name: string) => textOf(ctx.inputs[name]).trim()

/** The inputs stored beside a catalogue choice (`<name>Config`), without the echo of the choice itself. */
export function configOf(value: unknown, choiceKey: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== choiceKey))
}

/** The chat model a node names in `input` (e.g. `llmModel`), built from its `<input>Config`. */
export async function chatModelOf(ctx: TAgentflowContext, input: string): Promise<BaseChatModel> {
  const name = inputText(ctx, input)
  if (!name) throw new NodeInputError('Choose a model')
  const [{ BaseChatModel }, model] = await Promise.all([
    langchainCoreLanguageModelsChatModels(),
    ctx.createModel(name, configOf(ctx.inputs[`${input}Config`], input)),
  ])
  if (!(model instanceof BaseChatModel)) throw new NodeInputError(`${name} is not a chat model`)
  return model
}

/** The tools a tool node supplies (one, or a list such as an MCP server's). */
export async function toolsOf(
  ctx: TAgentflowContext,
  name: string,
  config: Record<string, unknown>,
): Promise<StructuredToolInterface[]> {
  const { StructuredTool, Tool } = await langchainCoreTools()
  const supplied = await ctx.createTool(name, config)
  const list = Array.isArray(supplied) ? supplied.flat() : [supplied]
  const tools = list.filter(
    (t): t is StructuredToolInterface => t instanceof StructuredTool || t instanceof Tool,
  )
  if (tools.length === 0) throw new NodeInputError(`${name} is not a tool`)
  return tools
}

/** Flowise keeps a document store as `<id>:<name>`. */
export const storeIdOf = (value: unknown) => textOf(value).split(':')[0] ?? ''

/** The first JSON object in a model's answer (fenced or not); undefined when there is none. */
export function parseJsonObject(text: string): Record<string, unknown> | undefined {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text)?.[1] ?? text
  const start = fenced.indexOf('{')
  const end = fenced.lastIndexOf('}')
  if (start === -1 || end <= start) return undefined
  try {
    const parsed: unknown = JSON.parse(fenced.slice(start, end + 1))
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? Object.fromEntries(Object.entries(parsed))
      : undefined
  } catch {
    return undefined
  }
}
