import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const jsonPathExtractor = defineNode({
  name: 'jsonPathExtractor',
  label: 'JSON Path Extractor',
  version: 1,
  type: 'JSONPathExtractor',
  category: NodeCategories.Tools,
  description: 'Lets an agent take one value out of a JSON document by a fixed path',
  baseClasses: ['JSONPathExtractor', 'Tool', 'StructuredTool', 'Runnable'],
  icon: 'tools/jsonPathExtractor/jsonPathExtractor.svg',
  inputs: [
    {
      label: 'JSON Path',
      name: 'path',
      type: 'string',
      description: 'The path of the value, e.g. data, user.name or items[0].id',
      placeholder: 'data',
    },
    {
      label: 'Return Null on Error',
      name: 'returnNullOnError',
      type: 'boolean',
      default: false,
      description: 'Answers null instead of an error when the JSON is invalid or the path is missing',
      optional: true,
      additionalParams: true,
    },
  ],
})
