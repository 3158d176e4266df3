import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Jina AI's embedding models through its embeddings API. */
export const jinaEmbeddings = defineNode({
  name: 'jinaEmbeddings',
  label: 'Jina Embedding',
  version: 3,
  type: 'JinaEmbeddings',
  category: NodeCategories.Embeddings,
  description: 'Turns text into vectors with Jina AI’s embedding models',
  baseClasses: ['JinaEmbeddings', 'Embeddings'],
  icon: 'embeddings/jinaEmbeddings/jinaEmbeddings.svg',
  credential: { credentialNames: ['jinaAIApi'] },
  inputs: [
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'string',
      default: 'jina-embeddings-v3',
      description: 'A model from Jina AI’s embedding models, e.g. jina-embeddings-v3',
    },
    {
      label: 'Dimensions',
      name: 'modelDimensions',
      type: 'number',
      default: 1024,
      description: 'Length of the vectors; the model must support it (jina-embeddings-v3: 32 to 1024)',
    },
    {
      label: 'Allow Late Chunking',
      name: 'allowLateChunking',
      type: 'boolean',
      description: 'Embed the chunks of one request with the context of all of them (Jina’s late chunking)',
      default: false,
      optional: true,
    },
  ],
})
