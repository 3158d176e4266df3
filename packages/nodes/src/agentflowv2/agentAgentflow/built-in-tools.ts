import type { TAgentflowContext } from '../shared/v2-runtime'
import { BUILT_IN_TOOLS, type TBuiltInProvider } from './built-in-tool-options'

/** The chat model node whose provider runs each provider's built-in tools. */
const PROVIDER_OF_MODEL: Record<string, TBuiltInProvider> = {
  chatOpenAI: 'OpenAI',
  chatGoogleGenerativeAI: 'Gemini',
  chatAnthropic: 'Anthropic',
}

/** A multiOptions value: a list, its JSON text (as Flowise exports keep it) or one name. */
function chosenNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string')
  if (typeof value !== 'string' || !value.trim()) return []
  if (!value.trim().startsWith('[')) return [value.trim()]
  try {
    return chosenNames(JSON.parse(value))
  } catch {
    return []
  }
}

/** One tool as its provider's API takes it (what LangChain's bindTools passes through unchanged). */
function wireFormat(provider: TBuiltInProvider, name: string): Record<string, unknown> {
  switch (provider) {
    case 'OpenAI':
      // The Responses API runs code in a container; "auto" lets OpenAI make one for the call.
      return name === 'code_interpreter' ? { type: name, container: { type: 'auto' } } : { type: name }
    case 'Gemini':
      return { [name]: {} }
    case 'Anthropic':
      // Anthropic names a server tool without its version date: web_search_20250305 → web_search.
      return { type: name, name: name.replace(/_\d{8}$/, '') }
  }
}

export type TBuiltInTools = {
  readonly provider: TBuiltInProvider
  /** The chosen names (the node's options), e.g. `web_search_preview`, `googleSearch`. */
  readonly names: readonly string[]
  /** What is bound to the model beside the tool nodes. */
  readonly tools: readonly Record<string, unknown>[]
}

/**
 * The built-in tools chosen for the Agent's model's provider: only that provider's list counts (a choice
 * left from another model is not sent), and only names the node offers.
 */
export function builtInToolsOf(ctx: TAgentflowContext): TBuiltInTools | undefined {
  const provider = PROVIDER_OF_MODEL[String(ctx.inputs.agentModel ?? '')]
  if (!provider) return undefined
  const offered = new Set(BUILT_IN_TOOLS[provider].map(([, name]) => name))
  const names = chosenNames(ctx.inputs[`agentToolsBuiltIn${provider}`]).filter((n) => offered.has(n))
  if (names.length === 0) return undefined
  return { provider, names, tools: names.map((name) => wireFormat(provider, name)) }
}
