import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  allowImageUploadsParam,
  cacheAnchor,
  modelNameParam,
  numberParam,
  streamingParam,
  temperatureParam,
  topPParam,
} from '../../shared/inputs'
import { vertexBaseUrlParam, vertexRegionParam } from '../../llms/googlevertexai/vertex-inputs'

export const VERTEX_CHAT_DEFAULT = 'gemini-2.0-flash-001'

/** Gemini on Vertex AI as a chat model, with a service account key of the project. */
export const chatGoogleVertexAI = defineNode({
  name: 'chatGoogleVertexAI',
  label: 'Google VertexAI',
  version: 5.3,
  type: 'ChatGoogleVertexAI',
  category: NodeCategories.ChatModels,
  description:
    "Gemini models on Google Cloud's Vertex AI (its OpenAI-compatible chat endpoint), with a service account key",
  baseClasses: ['ChatGoogleVertexAI', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatGoogleVertexAI/chatGoogleVertexAI.svg',
  credential: { credentialNames: ['googleVertexAuth'] },
  loadMethods: ['listModels'],
  inputs: [
    cacheAnchor,
    vertexRegionParam(false),
    modelNameParam(VERTEX_CHAT_DEFAULT),
    {
      label: 'Custom Model Name',
      name: 'customModelName',
      type: 'string',
      placeholder: 'gemini-2.5-flash-lite',
      description: 'A model name to use in place of the one chosen above',
      optional: true,
      additionalParams: true,
    },
    temperatureParam,
    streamingParam,
    allowImageUploadsParam('Let people attach images to their questions; the model sees them'),
    {
      label: 'Thinking Level',
      name: 'thinkingLevel',
      type: 'options',
      description: 'How much the model reasons before answering (Gemini 3 models)',
      options: [
        { label: 'Low', name: 'LOW' },
        { label: 'Medium', name: 'MEDIUM' },
        { label: 'High', name: 'HIGH' },
      ],
      optional: true,
      additionalParams: true,
    },
    numberParam('maxOutputTokens', 'Max Output Tokens', 1),
    topPParam(),
    numberParam('topK', 'Top Next Highest Probability Tokens', 1, {
      description: "Kept for flows made elsewhere; Vertex AI's OpenAI-compatible endpoint takes no top-k",
    }),
    numberParam('thinkingBudget', 'Thinking Budget', 1, {
      description:
        'Tokens the model may spend reasoning (Gemini 2.5): -1 lets it decide, 0 turns reasoning off',
      placeholder: '1024',
    }),
    vertexBaseUrlParam,
  ],
})
