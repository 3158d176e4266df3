import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const structuredOutputParser = defineNode({
  name: 'structuredOutputParser',
  label: 'Structured Output Parser',
  version: 1,
  type: 'StructuredOutputParser',
  category: NodeCategories.OutputParsers,
  description: 'Asks the model for JSON with the listed properties and parses its answer',
  baseClasses: ['StructuredOutputParser', 'BaseLLMOutputParser', 'Runnable'],
  icon: 'outputparsers/structuredOutputParser/structuredOutputParser.svg',
  inputs: [
    {
      label: 'Autofix',
      name: 'autofixParser',
      type: 'boolean',
      description: 'On a parse error, ask the model once more to fix its answer',
      optional: true,
    },
    {
      label: 'JSON Structure',
      name: 'jsonStructure',
      type: 'datagrid',
      description: 'Properties of the expected JSON object',
      datagrid: [
        { field: 'property', headerName: 'Property', editable: true },
        {
          field: 'type',
          headerName: 'Type',
          type: 'singleSelect',
          valueOptions: ['string', 'number', 'boolean'],
          editable: true,
        },
        { field: 'description', headerName: 'Description', editable: true, flex: 1 },
      ],
      default: [
        { property: 'answer', type: 'string', description: 'the answer to the question' },
        { property: 'source', type: 'string', description: 'where the answer comes from (a web address)' },
      ],
      additionalParams: true,
    },
  ],
})
