import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const fewShotPromptTemplate = defineNode({
  name: 'fewShotPromptTemplate',
  label: 'Few Shot Prompt Template',
  version: 1,
  type: 'FewShotPromptTemplate',
  category: NodeCategories.Prompts,
  description:
    'A prompt that shows the model worked examples (each through an example prompt) before the question',
  baseClasses: ['FewShotPromptTemplate', 'BaseStringPromptTemplate', 'BasePromptTemplate'],
  icon: 'prompts/fewShotPromptTemplate/fewShotPromptTemplate.svg',
  inputs: [
    {
      label: 'Examples',
      name: 'examples',
      type: 'string',
      rows: 4,
      description: 'A JSON array of objects, one per example, with the example prompt’s variables',
      placeholder: '[\n  { "word": "happy", "antonym": "sad" },\n  { "word": "tall", "antonym": "short" }\n]',
    },
    { label: 'Example Prompt', name: 'examplePrompt', type: 'PromptTemplate' },
    {
      label: 'Prefix',
      name: 'prefix',
      type: 'string',
      rows: 4,
      placeholder: 'Give the antonym of every input',
    },
    { label: 'Suffix', name: 'suffix', type: 'string', rows: 4, placeholder: 'Word: {input}\nAntonym:' },
    {
      label: 'Example Separator',
      name: 'exampleSeparator',
      type: 'string',
      placeholder: 'Separator between examples',
    },
    {
      label: 'Template Format',
      name: 'templateFormat',
      type: 'options',
      options: [
        { label: 'f-string', name: 'f-string' },
        { label: 'jinja-2', name: 'jinja-2' },
      ],
      default: 'f-string',
    },
  ],
})
