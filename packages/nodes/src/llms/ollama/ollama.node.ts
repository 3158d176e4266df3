import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor, numberParam, ollamaOptionParams, topPParam } from '../../shared/inputs'

/** Text generation of an Ollama server (`/api/generate`); Flowise keeps it for older flows. */
export const ollama = defineNode({
  name: 'ollama',
  label: 'Ollama',
  version: 2.1,
  type: 'Ollama',
  category: NodeCategories.LLMs,
  description: 'Open models on a local or remote Ollama server, as text completion; new flows use ChatOllama',
  badge: 'DEPRECATING',
  baseClasses: ['Ollama', 'LLM', 'BaseLLM', 'BaseLanguageModel', 'Runnable'],
  icon: 'llms/ollama/ollama.svg',
  inputs: [
    cacheAnchor,
    { label: 'Base URL', name: 'baseUrl', type: 'string', default: 'http://localhost:11434' },
    { label: 'Model Name', name: 'modelName', type: 'string', placeholder: 'llama2' },
    { label: 'Temperature', name: 'temperature', type: 'number', step: 0.1, default: 0.9, optional: true },
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
})
