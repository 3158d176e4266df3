import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { numberParam } from '../../shared/inputs'

/** Embedding models of IBM watsonx.ai through its text embeddings API. */
export const ibmEmbedding = defineNode({
  name: 'ibmEmbedding',
  label: 'IBM Watsonx Embedding',
  version: 1,
  type: 'WatsonxEmbeddings',
  category: NodeCategories.Embeddings,
  description: 'Turns text into vectors with the embedding models of IBM watsonx.ai',
  baseClasses: ['WatsonxEmbeddings', 'Embeddings'],
  icon: 'embeddings/ibmEmbedding/ibmEmbedding.svg',
  credential: { credentialNames: ['ibmWatsonx'] },
  inputs: [
    { label: 'Model Name', name: 'modelName', type: 'string', default: 'ibm/slate-30m-english-rtrvr' },
    numberParam('truncateInputTokens', 'Truncate Input Tokens', 1, {
      description: 'Longer texts are cut to this many tokens before they are embedded',
    }),
    numberParam('maxRetries', 'Max Retries', 1, { description: 'Kept for flows made in Flowise; not used' }),
    numberParam('maxConcurrency', 'Max Concurrency', 1, {
      description: 'Kept for flows made in Flowise; batches are sent one at a time',
    }),
  ],
})
