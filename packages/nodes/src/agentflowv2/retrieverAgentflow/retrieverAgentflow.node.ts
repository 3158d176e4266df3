import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { updateStateInput } from '../shared/v2-inputs'

export const retrieverAgentflow = defineNode({
  name: 'retrieverAgentflow',
  label: 'Retriever',
  version: 1.1,
  type: 'Retriever',
  category: NodeCategories.AgentFlows,
  capabilities: { agentflowV2: { canvasType: 'agentFlow', outputs: 'one', color: '#b8bedd' } },
  description: 'Finds the chunks of document stores nearest a query',
  baseClasses: ['Retriever'],
  icon: 'agentflowv2/retrieverAgentflow/retrieverAgentflow.svg',
  loadMethods: ['listStores', 'listRuntimeStateKeys'],
  inputs: [
    {
      label: 'Knowledge (Document Stores)',
      name: 'retrieverKnowledgeDocumentStores',
      type: 'array',
      array: [
        { label: 'Document Store', name: 'documentStore', type: 'asyncOptions', loadMethod: 'listStores' },
      ],
    },
    {
      label: 'Retriever Query',
      name: 'retrieverQuery',
      type: 'string',
      acceptVariable: true,
      rows: 4,
      placeholder: '{{ question }}',
    },
    {
      label: 'Output Format',
      name: 'outputFormat',
      type: 'options',
      default: 'text',
      options: [
        { label: 'Text', name: 'text' },
        { label: 'Text with Metadata', name: 'textWithMetadata' },
      ],
    },
    updateStateInput('retrieverUpdateState'),
  ],
})
