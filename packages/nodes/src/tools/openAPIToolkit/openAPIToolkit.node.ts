import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const openAPIToolkit = defineNode({
  name: 'openAPIToolkit',
  label: 'OpenAPI Toolkit',
  version: 2.1,
  type: 'OpenAPIToolkit',
  category: NodeCategories.Tools,
  description: 'Gives an agent one tool per operation of an OpenAPI (Swagger) specification',
  baseClasses: ['OpenAPIToolkit', 'Tool'],
  icon: 'tools/openAPIToolkit/openAPIToolkit.svg',
  inputs: [
    {
      label: 'Input Type',
      name: 'inputType',
      type: 'options',
      options: [
        { label: 'Upload File', name: 'file' },
        { label: 'Provide Link', name: 'link' },
      ],
      default: 'file',
    },
    {
      label: 'OpenAPI File',
      name: 'openApiFile',
      type: 'file',
      fileType: '.yaml,.json',
      description: 'The specification, YAML or JSON',
      show: { inputType: 'file' },
    },
    {
      label: 'OpenAPI Link',
      name: 'openApiLink',
      type: 'string',
      description: 'URL of the specification, YAML or JSON',
      placeholder: 'https://api.example.com/openapi.json',
      show: { inputType: 'link' },
    },
    {
      label: 'Server',
      name: 'selectedServer',
      type: 'string',
      description: "Base URL the operations are called on; empty for the specification's first server",
      optional: true,
    },
    {
      label: 'Available Endpoints',
      name: 'selectedEndpoints',
      type: 'string',
      description: 'Operation ids (or METHOD /path) the agent may call, comma-separated; empty for all',
      optional: true,
    },
    {
      label: 'Return Direct',
      name: 'returnDirect',
      type: 'boolean',
      description: "Answer with the API's response as it is, without the model rewriting it",
      optional: true,
    },
    { label: 'Headers', name: 'headers', type: 'json', optional: true, additionalParams: true, secret: true },
    {
      label: 'Remove null parameters',
      name: 'removeNulls',
      type: 'boolean',
      description: 'Leave out parameters the model set to null',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Custom Code',
      name: 'customCode',
      type: 'code',
      // Kept so flows from Flowise keep it; requests are always sent by the toolkit through the outbound guard.
      description: 'Not run here: every request goes through the outbound guard as the toolkit builds it',
      optional: true,
      hidden: true,
    },
  ],
})
