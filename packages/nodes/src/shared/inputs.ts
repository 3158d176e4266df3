import type { TInputDefinition } from '@unikflow/graph'

/** Inputs many node types declare the same way. */

export const cacheAnchor: TInputDefinition = {
  label: 'Cache',
  name: 'cache',
  type: 'BaseCache',
  optional: true,
}

export const inputModerationAnchor: TInputDefinition = {
  label: 'Input Moderation',
  name: 'inputModeration',
  type: 'Moderation',
  description: 'Checks the user input before it reaches the model and stops the run when it is refused',
  optional: true,
  list: true,
}

export const textSplitterAnchor: TInputDefinition = {
  label: 'Text Splitter',
  name: 'textSplitter',
  type: 'TextSplitter',
  optional: true,
}

export const metadataParam: TInputDefinition = {
  label: 'Additional Metadata',
  name: 'metadata',
  type: 'json',
  description: 'Extra metadata added to every loaded document',
  optional: true,
  additionalParams: true,
}

export const omitMetadataKeysParam: TInputDefinition = {
  label: 'Omit Metadata Keys',
  name: 'omitMetadataKeys',
  type: 'string',
  rows: 4,
  description: 'Comma-separated metadata keys to drop from the loaded documents; * drops all of them',
  placeholder: 'key1, key2, key3.nestedKey1',
  optional: true,
  additionalParams: true,
}

export const sessionIdParam: TInputDefinition = {
  label: 'Session Id',
  name: 'sessionId',
  type: 'string',
  description: 'Conversation key for the stored messages; when empty the chat id of the run is used',
  default: '',
  optional: true,
  additionalParams: true,
}

export const memoryKeyParam: TInputDefinition = {
  label: 'Memory Key',
  name: 'memoryKey',
  type: 'string',
  default: 'chat_history',
  additionalParams: true,
}

export const promptValuesParam: TInputDefinition = {
  label: 'Format Prompt Values',
  name: 'promptValues',
  type: 'json',
  description: 'Values for the {variables} of the prompt; a value may be a flow variable or another node',
  optional: true,
  acceptVariable: true,
  list: true,
}

export const temperatureParam: TInputDefinition = {
  label: 'Temperature',
  name: 'temperature',
  type: 'number',
  step: 0.1,
  default: 0.9,
  optional: true,
}

export const streamingParam: TInputDefinition = {
  label: 'Streaming',
  name: 'streaming',
  type: 'boolean',
  default: true,
  optional: true,
  additionalParams: true,
}

export const imageResolutionOptions = [
  { label: 'Low', name: 'low' },
  { label: 'High', name: 'high' },
  { label: 'Auto', name: 'auto' },
]

/** Optional number fields of model settings (step 1 or 0.1). */
export function numberParam(
  name: string,
  label: string,
  step: number,
  extra: Partial<TInputDefinition> = {},
) {
  return {
    label,
    name,
    type: 'number',
    step,
    optional: true,
    additionalParams: true,
    ...extra,
  } satisfies TInputDefinition
}

/** Loader outputs: the documents, or their text joined. */
export const documentOutputs = [
  {
    label: 'Document',
    name: 'document',
    description: 'Documents with their metadata and page content',
    baseClasses: ['Document', 'json'],
  },
  {
    label: 'Text',
    name: 'text',
    description: 'The page content of all documents joined as one string',
    baseClasses: ['string', 'json'],
  },
]

/** The model list of a provider, loaded by the node's `listModels` method. */
export function modelNameParam(defaultModel?: string) {
  return {
    label: 'Model Name',
    name: 'modelName',
    type: 'asyncOptions',
    loadMethod: 'listModels',
    ...(defaultModel === undefined ? {} : { default: defaultModel }),
  } satisfies TInputDefinition
}

/** How every chat model node starts: cache, the model choice, temperature and streaming. */
export function chatModelHead(...modelInputs: TInputDefinition[]): TInputDefinition[] {
  return [cacheAnchor, ...modelInputs, temperatureParam, streamingParam]
}

/** Nucleus sampling; providers label it differently. */
export const topPParam = (label = 'Top Probability') => numberParam('topP', label, 0.1)

/** Answer length limit; providers name it differently. */
/** Ollama's sampling and runtime options, as its chat model, LLM and LlamaIndex node all offer them. */
export const ollamaOptionParams: TInputDefinition[] = [
  numberParam('topK', 'Top K', 1),
  numberParam('mirostat', 'Mirostat', 1),
  numberParam('mirostatEta', 'Mirostat ETA', 0.1),
  numberParam('mirostatTau', 'Mirostat TAU', 0.1),
  numberParam('numCtx', 'Context Window Size', 1),
  numberParam('numGpu', 'Number of GPU', 1),
  numberParam('numThread', 'Number of Thread', 1),
  numberParam('repeatLastN', 'Repeat Last N', 1),
  numberParam('repeatPenalty', 'Repeat Penalty', 0.1),
]

export const maxTokensParam = (name = 'maxTokens', label = 'Max Tokens') => numberParam(name, label, 1)

/** Settings the OpenAI chat completions API shares between OpenAI and Azure OpenAI. */
export const openAISamplingParams: TInputDefinition[] = [
  maxTokensParam(),
  topPParam(),
  numberParam('frequencyPenalty', 'Frequency Penalty', 0.1),
  numberParam('presencePenalty', 'Presence Penalty', 0.1),
  numberParam('timeout', 'Timeout', 1),
]

export function allowImageUploadsParam(description: string) {
  return {
    label: 'Allow Image Uploads',
    name: 'allowImageUploads',
    type: 'boolean',
    description,
    default: false,
    optional: true,
  } satisfies TInputDefinition
}

/** The document and embeddings anchors every vector store node starts with. */
export const vectorStoreAnchors: TInputDefinition[] = [
  { label: 'Document', name: 'document', type: 'Document', list: true, optional: true },
  { label: 'Embeddings', name: 'embeddings', type: 'Embeddings' },
]

/** How many documents a vector store search returns. */
export function topKParam(additionalParams = false): TInputDefinition {
  return {
    label: 'Top K',
    name: 'topK',
    type: 'number',
    description: 'How many documents a search returns (default 4)',
    placeholder: '4',
    optional: true,
    ...(additionalParams ? { additionalParams: true } : {}),
  }
}

/** How many documents one write to a vector store sends (Flowise's Batch Size of Postgres and Qdrant). */
export const batchSizeParam: TInputDefinition = {
  label: 'Batch Size',
  name: 'batchSize',
  type: 'number',
  description: 'How many documents one write sends (default 256)',
  step: 1,
  optional: true,
  additionalParams: true,
}

/** A vector database's Record Manager: unchanged documents are skipped; the store deletes nothing. */
export const recordManagerParam: TInputDefinition = {
  label: 'Record Manager',
  name: 'recordManager',
  type: 'RecordManager',
  description:
    'Skips the documents it recorded as written; its Cleanup deletes from the store the documents a source no longer brings',
  optional: true,
}

/** A Record Manager on a store whose client cannot delete by id: it skips, its Cleanup must stay None. */
export const recordManagerNoDeleteParam: TInputDefinition = {
  ...recordManagerParam,
  description:
    'Skips the documents it recorded as written; keep its Cleanup at None, this store cannot delete',
}
