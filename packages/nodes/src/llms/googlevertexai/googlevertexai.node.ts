import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor, numberParam, topPParam } from '../../shared/inputs'
import { vertexBaseUrlParam, vertexRegionParam } from './vertex-inputs'

export const VERTEX_LLM_DEFAULT = 'gemini-2.0-flash-001'

/** Google's models on Vertex AI answering a prompt as text; Flowise keeps it for older flows. */
export const googlevertexai = defineNode({
  name: 'googlevertexai',
  label: 'GoogleVertexAI',
  version: 3,
  type: 'GoogleVertexAI',
  category: NodeCategories.LLMs,
  description: 'Google models on Vertex AI answering a prompt as text, with a service account key',
  badge: 'DEPRECATING',
  baseClasses: ['GoogleVertexAI', 'BaseLLM', 'BaseLanguageModel', 'Runnable'],
  icon: 'llms/googlevertexai/googlevertexai.svg',
  credential: { credentialNames: ['googleVertexAuth'] },
  inputs: [
    cacheAnchor,
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'string',
      default: VERTEX_LLM_DEFAULT,
      placeholder: VERTEX_LLM_DEFAULT,
    },
    { label: 'Temperature', name: 'temperature', type: 'number', step: 0.1, default: 0.7, optional: true },
    numberParam('maxOutputTokens', 'max Output Tokens', 1),
    topPParam(),
    vertexRegionParam(true),
    vertexBaseUrlParam,
  ],
})
