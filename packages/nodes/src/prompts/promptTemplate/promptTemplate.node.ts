import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { promptValuesParam } from '../../shared/inputs'

export const promptTemplate = defineNode({
  name: 'promptTemplate',
  label: 'Prompt Template',
  version: 1,
  type: 'PromptTemplate',
  category: NodeCategories.Prompts,
  description: 'A text prompt with {variables} filled at run time',
  baseClasses: ['PromptTemplate', 'BaseStringPromptTemplate', 'BasePromptTemplate'],
  icon: 'prompts/promptTemplate/promptTemplate.svg',
  inputs: [
    {
      label: 'Template',
      name: 'template',
      type: 'string',
      rows: 4,
      placeholder: 'What is a good name for a company that makes {product}?',
    },
    promptValuesParam,
  ],
})
