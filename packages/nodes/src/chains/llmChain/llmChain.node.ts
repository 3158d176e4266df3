import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'

export const llmChain = defineNode({
  name: 'llmChain',
  label: 'LLM Chain',
  version: 3,
  type: 'LLMChain',
  category: NodeCategories.Chains,
  description: 'Fills a prompt and sends it to a language model, optionally parsing the answer',
  baseClasses: ['LLMChain', 'BaseChain', 'Runnable'],
  icon: 'chains/llmChain/llmChain.svg',
  inputs: [
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
    { label: 'Prompt', name: 'prompt', type: 'BasePromptTemplate' },
    { label: 'Output Parser', name: 'outputParser', type: 'BaseLLMOutputParser', optional: true },
    inputModerationAnchor,
    {
      label: 'Chain Name',
      name: 'chainName',
      type: 'string',
      placeholder: 'Name Your Chain',
      optional: true,
    },
  ],
  outputs: [
    { label: 'LLM Chain', name: 'llmChain', baseClasses: ['LLMChain', 'BaseChain', 'Runnable'] },
    {
      label: 'Output Prediction',
      name: 'outputPrediction',
      description: 'Runs the chain and passes its answer on to the next node',
      baseClasses: ['string', 'json'],
    },
  ],
})
