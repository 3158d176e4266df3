import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { vertexBaseUrlParam, vertexRegionParam } from '../../llms/googlevertexai/vertex-inputs'

/** Google's text embedding models on Vertex AI (its `predict` API). */
export const googlevertexaiEmbeddings = defineNode({
  name: 'googlevertexaiEmbeddings',
  label: 'Google VertexAI Embedding',
  version: 2.1,
  type: 'GoogleVertexAIEmbeddings',
  category: NodeCategories.Embeddings,
  description: 'Turns text into vectors with Google’s embedding models on Vertex AI',
  baseClasses: ['GoogleVertexAIEmbeddings', 'Embeddings'],
  icon: 'embeddings/googlevertexaiEmbeddings/googlevertexaiEmbeddings.svg',
  credential: { credentialNames: ['googleVertexAuth'] },
  inputs: [
    { label: 'Model Name', name: 'modelName', type: 'string', default: 'text-embedding-004' },
    vertexRegionParam(false),
    {
      label: 'Strip New Lines',
      name: 'stripNewLines',
      type: 'boolean',
      description: 'Newlines become spaces before the text is embedded',
      optional: true,
      additionalParams: true,
    },
    vertexBaseUrlParam,
  ],
})
