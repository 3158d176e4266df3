import type { TNodeInputs } from '@unikflow/graph'
import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  numberParam,
  chatModelHead,
  ollamaOptionParams,
  topPParam,
  allowImageUploadsParam,
} from '../../shared/inputs'

export const chatOllama = defineNode({
  name: 'chatOllama',
  label: 'ChatOllama',
  version: 5,
  type: 'ChatOllama',
  category: NodeCategories.ChatModels,
  description: 'Open models served by a local or remote Ollama server',
  baseClasses: ['ChatOllama', 'SimpleChatModel', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatOllama/chatOllama.svg',
  inputs: [
    ...chatModelHead(
      { label: 'Base URL', name: 'baseUrl', type: 'string', default: 'http://localhost:11434' },
      { label: 'Model Name', name: 'modelName', type: 'string', placeholder: 'llama3.2' },
    ),
    allowImageUploadsParam('Let chat users attach images, for multimodal models'),
    {
      label: 'JSON Mode',
      name: 'jsonMode',
      type: 'boolean',
      description: 'Make the model answer with valid JSON',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Keep Alive',
      name: 'keepAlive',
      type: 'string',
      description: 'How long the model stays loaded after a request, e.g. 5m or 1h',
      default: '5m',
      optional: true,
      additionalParams: true,
    },
    topPParam('Top P'),
    ...ollamaOptionParams,
    {
      label: 'Stop Sequence',
      name: 'stop',
      type: 'string',
      rows: 4,
      placeholder: 'AI assistant:',
      optional: true,
      additionalParams: true,
    },
    numberParam('tfsZ', 'Tail Free Sampling', 0.1),
  ],
  migrations: [
    {
      // Ollama dropped the GQA groups option (numGqa); version 2 flows still carry it.
      fromVersion: 2,
      up: ({ numGqa: _numGqa, ...inputs }: TNodeInputs) => inputs,
    },
  ],
})
