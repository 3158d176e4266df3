/** The providers whose chat models run tools of their own (Flowise 3.x's Agent lists). */
export type TBuiltInProvider = 'OpenAI' | 'Gemini' | 'Anthropic'

/** Each provider's built-in tools, [label, name]: the name is the provider's own tool type. */
export const BUILT_IN_TOOLS: Record<TBuiltInProvider, readonly [label: string, name: string][]> = {
  OpenAI: [
    ['Web Search', 'web_search_preview'],
    ['Code Interpreter', 'code_interpreter'],
    ['Image Generation', 'image_generation'],
  ],
  Gemini: [
    ['URL Context', 'urlContext'],
    ['Google Search', 'googleSearch'],
    ['Code Execution', 'codeExecution'],
  ],
  Anthropic: [
    ['Web Search', 'web_search_20250305'],
    ['Web Fetch', 'web_fetch_20250910'],
  ],
}
