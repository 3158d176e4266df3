import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  allowImageUploadsParam,
  chatModelHead,
  modelNameParam,
  numberParam,
  topPParam,
} from '../../shared/inputs'

/** Google's Gemini models through the Gemini API (Google AI Studio keys). */
export const chatGoogleGenerativeAI = defineNode({
  name: 'chatGoogleGenerativeAI',
  label: 'ChatGoogleGenerativeAI',
  version: 3.1,
  type: 'ChatGoogleGenerativeAI',
  category: NodeCategories.ChatModels,
  description: "Google's Gemini models through the Gemini API",
  baseClasses: ['ChatGoogleGenerativeAI', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatGoogleGenerativeAI/chatGoogleGenerativeAI.svg',
  credential: { credentialNames: ['googleGenerativeAI'] },
  loadMethods: ['listModels'],
  inputs: [
    ...chatModelHead(modelNameParam('gemini-2.0-flash'), {
      label: 'Custom Model Name',
      name: 'customModelName',
      type: 'string',
      description: 'A model not in the list; used instead of Model Name when set',
      placeholder: 'gemini-2.5-pro',
      optional: true,
      additionalParams: true,
    }),
    allowImageUploadsParam('Let chat users attach images, sent to Gemini with the question'),
    numberParam('thinkingBudget', 'Thinking Budget', 1, {
      description: 'Tokens the model may spend thinking before it answers (models that think)',
    }),
    {
      label: 'Thinking Level',
      name: 'thinkingLevel',
      type: 'options',
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
    numberParam('topK', 'Top Next Highest Probability Tokens', 1),
    {
      label: 'Safety Settings',
      name: 'safetySettings',
      // Flowise saves a list of { harmCategory, harmBlockThreshold } rows; edited here as that JSON list.
      type: 'json',
      description:
        'How strictly Gemini blocks answers: a list of { "harmCategory": "HARM_CATEGORY_HARASSMENT", "harmBlockThreshold": "BLOCK_ONLY_HIGH" }',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Base URL',
      name: 'baseUrl',
      type: 'string',
      description: 'Another server speaking the Gemini API (a proxy); empty for Google',
      placeholder: 'https://generativelanguage.googleapis.com',
      optional: true,
      additionalParams: true,
    },
  ],
})
