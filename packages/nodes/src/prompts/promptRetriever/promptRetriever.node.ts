import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** One named prompt for the Multi Prompt Chain to route questions to (Flowise files it under Retrievers). */
export const promptRetriever = defineNode({
  name: 'promptRetriever',
  label: 'Prompt Retriever',
  version: 1,
  type: 'PromptRetriever',
  category: NodeCategories.Prompts,
  description: 'A named system message the Multi Prompt Chain picks when a question fits its description',
  baseClasses: ['PromptRetriever'],
  icon: 'prompts/promptRetriever/promptRetriever.svg',
  inputs: [
    { label: 'Prompt Name', name: 'name', type: 'string', placeholder: 'physics-qa' },
    {
      label: 'Prompt Description',
      name: 'description',
      type: 'string',
      rows: 3,
      description: 'What questions this prompt is good for; the chain routes by it',
      placeholder: 'Good for answering questions about physics',
    },
    {
      label: 'Prompt System Message',
      name: 'systemMessage',
      type: 'string',
      rows: 4,
      placeholder: 'You are a physics professor who explains things clearly and admits what you do not know.',
    },
  ],
})
