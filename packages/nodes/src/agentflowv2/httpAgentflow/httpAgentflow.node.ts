import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

const keyValueRows = [
  { label: 'Key', name: 'key', type: 'string', default: '' },
  { label: 'Value', name: 'value', type: 'string', default: '', acceptVariable: true },
]

export const httpAgentflow = defineNode({
  name: 'httpAgentflow',
  label: 'HTTP',
  version: 1.1,
  type: 'HTTP',
  category: NodeCategories.AgentFlows,
  capabilities: { agentflowV2: { canvasType: 'agentFlow', outputs: 'one', color: '#FF7F7F' } },
  description: 'Sends an HTTP request (through the outbound guard); the response is the output',
  baseClasses: ['HTTP'],
  icon: 'agentflowv2/httpAgentflow/httpAgentflow.svg',
  credential: {
    label: 'HTTP Credential',
    credentialNames: ['httpBasicAuth', 'httpBearerToken', 'httpApiKey'],
    optional: true,
  },
  inputs: [
    {
      label: 'Method',
      name: 'method',
      type: 'options',
      default: 'GET',
      options: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].map((m) => ({ label: m, name: m })),
    },
    { label: 'URL', name: 'url', type: 'string', acceptVariable: true },
    {
      label: 'Headers',
      name: 'headers',
      type: 'array',
      optional: true,
      acceptVariable: true,
      array: keyValueRows,
      secret: true,
    },
    {
      label: 'Query Params',
      name: 'queryParams',
      type: 'array',
      optional: true,
      acceptVariable: true,
      array: keyValueRows,
    },
    {
      label: 'Body Type',
      name: 'bodyType',
      type: 'options',
      optional: true,
      options: [
        { label: 'JSON', name: 'json' },
        { label: 'Raw', name: 'raw' },
        { label: 'Form Data', name: 'formData' },
        { label: 'x-www-form-urlencoded', name: 'xWwwFormUrlencoded' },
      ],
    },
    {
      label: 'Body',
      name: 'body',
      type: 'string',
      optional: true,
      acceptVariable: true,
      rows: 4,
      description: 'Text for JSON and raw bodies; for form bodies, key/value rows',
    },
    {
      label: 'Response Type',
      name: 'responseType',
      type: 'options',
      optional: true,
      options: [
        { label: 'JSON', name: 'json' },
        { label: 'Text', name: 'text' },
        { label: 'Array Buffer', name: 'arraybuffer' },
        { label: 'Base64', name: 'base64' },
      ],
    },
  ],
})
