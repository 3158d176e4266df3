import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { chatModelHead, openAISamplingParams } from '../../shared/inputs'

/**
 * NVIDIA NIM: models served by NVIDIA's API catalogue or by a NIM container on the user's own machine,
 * both speaking the OpenAI chat completions API. The canvas offers a setup wizard for a local NIM that
 * fills Base Path and Model Name.
 */
export const chatNvidiaNIM = defineNode({
  name: 'chatNvidiaNIM',
  label: 'Chat NVIDIA NIM',
  version: 1.1,
  type: 'ChatNvidiaNIM',
  category: NodeCategories.ChatModels,
  description:
    'Chat model served by NVIDIA NIM: the NVIDIA API catalogue or a NIM container you run yourself',
  baseClasses: ['ChatNvidiaNIM', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatNvidiaNIM/chatNvidiaNIM.svg',
  credential: { credentialNames: ['nvidiaNIMApi'], optional: true },
  inputs: [
    ...chatModelHead({
      label: 'Model Name',
      name: 'modelName',
      type: 'string',
      placeholder: 'meta/llama-3.1-8b-instruct',
      default: 'meta/llama-3.1-8b-instruct',
    }),
    {
      label: 'Base Path',
      name: 'basePath',
      type: 'string',
      description:
        "The NIM server, e.g. http://localhost:8000/v1 for a local container; empty for NVIDIA's API",
      placeholder: 'https://integrate.api.nvidia.com/v1',
      optional: true,
    },
    ...openAISamplingParams.map((input) => ({ ...input, additionalParams: true })),
    { label: 'BaseOptions', name: 'baseOptions', type: 'json', optional: true, additionalParams: true },
  ],
})
