import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { promptValuesParam } from '../../shared/inputs'

export const chatPromptTemplate = defineNode({
  name: 'chatPromptTemplate',
  label: 'Chat Prompt Template',
  version: 1,
  type: 'ChatPromptTemplate',
  category: NodeCategories.Prompts,
  description: 'A system message and a human message, both with {variables}, for chat models',
  baseClasses: ['ChatPromptTemplate', 'BaseChatPromptTemplate', 'BasePromptTemplate', 'Runnable'],
  icon: 'prompts/chatPromptTemplate/chatPromptTemplate.svg',
  inputs: [
    {
      label: 'System Message',
      name: 'systemMessagePrompt',
      type: 'string',
      rows: 4,
      placeholder: 'You are a helpful assistant that translates {input_language} to {output_language}.',
    },
    { label: 'Human Message', name: 'humanMessagePrompt', type: 'string', rows: 4, placeholder: '{text}' },
    promptValuesParam,
  ],
})
