import type { TNodeOption } from '@unikflow/graph'

const model = (name: string, label = name, description?: string): TNodeOption => ({
  label,
  name,
  ...(description !== undefined && { description }),
})

const groqModels: readonly TNodeOption[] = [
  model('llama-3.3-70b-versatile'),
  model('llama-3.1-8b-instant'),
  model('meta-llama/llama-4-scout-17b-16e-instruct'),
  model('qwen/qwen3-32b'),
  model('openai/gpt-oss-120b'),
  model('openai/gpt-oss-20b'),
]

const mistralModels: readonly TNodeOption[] = [
  model('mistral-tiny'),
  model('mistral-small-latest'),
  model('mistral-medium-latest'),
  model('mistral-large-latest'),
  model('open-mistral-nemo'),
  model('codestral-latest'),
]

/**
 * Static model choices per node for `listModels` (the user can still type any other name on the canvas).
 * Each node's default model is in its list; older names used by Flowise exports are kept so they display.
 */
export const modelListsByNode: Readonly<Record<string, readonly TNodeOption[]>> = {
  chatOpenAI: [
    model('gpt-4o-mini'),
    model('gpt-4o'),
    model('gpt-4.1'),
    model('gpt-4.1-mini'),
    model('gpt-4.1-nano'),
    model('o4-mini', 'o4-mini', 'Reasoning model'),
    model('o3-mini', 'o3-mini', 'Reasoning model'),
    model('gpt-4-turbo'),
    model('gpt-4'),
    model('gpt-3.5-turbo'),
    model('gpt-3.5-turbo-16k'),
  ],
  azureChatOpenAI: [
    model('gpt-4o-mini'),
    model('gpt-4o'),
    model('gpt-4.1'),
    model('gpt-4'),
    model('gpt-35-turbo'),
    model('gpt-35-turbo-16k'),
  ],
  // Flowise's LlamaIndex Azure node defaults to the OpenAI name of the model.
  azureChatOpenAI_LlamaIndex: [
    model('gpt-4o-mini'),
    model('gpt-4o'),
    model('gpt-4'),
    model('gpt-35-turbo'),
    model('gpt-3.5-turbo-16k'),
  ],
  chatAnthropic: [
    model('claude-3-haiku', 'Claude 3 Haiku'),
    model('claude-3-5-haiku-latest', 'Claude 3.5 Haiku'),
    model('claude-3-5-sonnet-latest', 'Claude 3.5 Sonnet'),
    model('claude-3-7-sonnet-latest', 'Claude 3.7 Sonnet'),
    model('claude-sonnet-4-0', 'Claude Sonnet 4'),
    model('claude-opus-4-0', 'Claude Opus 4'),
  ],
  chatMistralAI: mistralModels,
  groqChat: groqModels,
  chatGoogleGenerativeAI: [
    model('gemini-2.0-flash'),
    model('gemini-2.0-flash-lite'),
    model('gemini-2.5-flash'),
    model('gemini-2.5-pro'),
    model('gemini-1.5-flash-latest'),
    model('gemini-1.5-pro-latest'),
  ],
  openAIEmbeddings: [
    model('text-embedding-ada-002'),
    model('text-embedding-3-small'),
    model('text-embedding-3-large'),
  ],
  chatDeepseek: [model('deepseek-chat'), model('deepseek-reasoner', 'deepseek-reasoner', 'Reasoning model')],
  chatCohere: [
    model('command-r7b-12-2024'),
    model('command-a-03-2025'),
    model('command-r-08-2024'),
    model('command-r-plus-08-2024'),
  ],
  chatGoogleVertexAI: [
    model('gemini-2.0-flash-001'),
    model('gemini-2.0-flash-lite-001'),
    model('gemini-2.5-flash'),
    model('gemini-2.5-flash-lite'),
    model('gemini-2.5-pro'),
  ],
  chatBaiduWenxin: [
    model('ernie-4.5-8k-preview'),
    model('ernie-4.0-8k'),
    model('ernie-4.0-turbo-8k'),
    model('ernie-3.5-8k'),
    model('ernie-speed-128k'),
    model('ernie-lite-8k'),
  ],
  chatCerebras: [model('llama3.1-8b'), model('llama-3.3-70b'), model('qwen-3-32b'), model('gpt-oss-120b')],
  chatPerplexity: [
    model('sonar'),
    model('sonar-pro'),
    model('sonar-reasoning'),
    model('sonar-reasoning-pro'),
    model('sonar-deep-research'),
  ],
  mistralAIEmbeddings: [model('mistral-embed'), model('codestral-embed')],
  voyageAIEmbeddings: [
    model('voyage-2'),
    model('voyage-3'),
    model('voyage-3-lite'),
    model('voyage-3.5'),
    model('voyage-large-2'),
    model('voyage-code-2'),
  ],
  baiduQianfanEmbeddings: [
    model('Embedding-V1'),
    model('bge-large-zh'),
    model('bge-large-en'),
    model('tao-8k'),
    model('Qwen3-Embedding-4B'),
  ],
  cohereEmbeddings: [
    model('embed-english-v2.0'),
    model('embed-english-v3.0'),
    model('embed-english-light-v3.0'),
    model('embed-multilingual-v3.0'),
    model('embed-v4.0'),
  ],
  // Flowise's LlamaIndex variants run as the LangChain nodes: the same lists.
  chatGroq_LlamaIndex: groqModels,
  chatMistral_LlamaIndex: mistralModels,
}
