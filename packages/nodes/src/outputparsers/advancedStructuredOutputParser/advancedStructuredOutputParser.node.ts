import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const advancedStructuredOutputParser = defineNode({
  name: 'advancedStructuredOutputParser',
  label: 'Advanced Structured Output Parser',
  version: 1,
  type: 'AdvancedStructuredOutputParser',
  category: NodeCategories.OutputParsers,
  description: 'Parses the model answer against a Zod schema you write',
  baseClasses: ['AdvancedStructuredOutputParser', 'BaseLLMOutputParser', 'Runnable'],
  icon: 'outputparsers/advancedStructuredOutputParser/advancedStructuredOutputParser.svg',
  inputs: [
    {
      label: 'Autofix',
      name: 'autofixParser',
      type: 'boolean',
      description: 'On a parse error, ask the model once more to fix its answer',
      optional: true,
    },
    {
      label: 'Example JSON',
      name: 'exampleJson',
      type: 'string',
      description: 'A Zod schema (z.object, z.array …) the answer must satisfy',
      rows: 10,
      default:
        'z.object({\n    title: z.string(),\n    year: z.number().int(),\n    tags: z.array(z.string()).max(3)\n})',
    },
  ],
})
