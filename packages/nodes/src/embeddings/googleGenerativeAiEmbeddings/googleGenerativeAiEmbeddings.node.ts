import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

const TASK_TYPES = [
  'TASK_TYPE_UNSPECIFIED',
  'RETRIEVAL_QUERY',
  'RETRIEVAL_DOCUMENT',
  'SEMANTIC_SIMILARITY',
  'CLASSIFICATION',
  'CLUSTERING',
]

/** Gemini's embedding models through the Gemini API (`batchEmbedContents`). */
export const googleGenerativeAiEmbeddings = defineNode({
  name: 'googleGenerativeAiEmbeddings',
  label: 'Google Gemini Embedding',
  version: 2,
  type: 'GoogleGenerativeAiEmbeddings',
  category: NodeCategories.Embeddings,
  description: 'Turns text into vectors with Gemini’s embedding models',
  baseClasses: ['GoogleGenerativeAiEmbeddings', 'Embeddings'],
  icon: 'embeddings/googleGenerativeAiEmbeddings/googleGenerativeAiEmbeddings.svg',
  credential: { credentialNames: ['googleGenerativeAI'] },
  inputs: [
    { label: 'Model Name', name: 'modelName', type: 'string', default: 'gemini-embedding-001' },
    {
      label: 'Task Type',
      name: 'tasktype',
      type: 'options',
      description: 'What the embeddings are for; unspecified lets the model decide',
      options: TASK_TYPES.map((t) => ({ label: t, name: t })),
      default: 'TASK_TYPE_UNSPECIFIED',
    },
    {
      label: 'Strip New Lines',
      name: 'stripNewLines',
      type: 'boolean',
      description: 'Newlines become spaces before the text is embedded',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Base URL',
      name: 'baseUrl',
      type: 'string',
      description: 'A proxy of the Gemini API; empty for https://generativelanguage.googleapis.com',
      optional: true,
      additionalParams: true,
    },
  ],
})
