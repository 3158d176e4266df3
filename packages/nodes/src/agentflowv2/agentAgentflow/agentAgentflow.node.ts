import type { TInputDefinition } from '@unikflow/graph'
import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  memoryInputs,
  messagesInput,
  modelInput,
  returnResponseAsInput,
  structuredOutputInput,
  updateStateInput,
} from '../shared/v2-inputs'
import { BUILT_IN_TOOLS, type TBuiltInProvider } from './built-in-tool-options'

const BUILT_IN_NOTE =
  'Tools the provider runs on its side (searching the web, reading pages, running code), sent with each call beside the tools and knowledge below'

/** One provider's built-in tools (Flowise 3.x): offered only while the Agent's model is that provider's chat model. */
function builtInTools(provider: TBuiltInProvider, agentModel: string): TInputDefinition {
  return {
    label: `${provider} Built-in Tools`,
    name: `agentToolsBuiltIn${provider}`,
    type: 'multiOptions',
    optional: true,
    show: { agentModel },
    description: BUILT_IN_NOTE,
    options: BUILT_IN_TOOLS[provider].map(([label, name]) => ({ label, name })),
  }
}

const builtInToolInputs: TInputDefinition[] = [
  builtInTools('OpenAI', 'chatOpenAI'),
  builtInTools('Gemini', 'chatGoogleGenerativeAI'),
  builtInTools('Anthropic', 'chatAnthropic'),
]

export const agentAgentflow = defineNode({
  name: 'agentAgentflow',
  label: 'Agent',
  version: 3.2,
  type: 'Agent',
  category: NodeCategories.AgentFlows,
  capabilities: { agentflowV2: { canvasType: 'agentFlow', outputs: 'one', color: '#4DD0E1' } },
  description: 'A chat model that calls tools and searches knowledge until it can answer',
  baseClasses: ['Agent'],
  icon: 'agentflowv2/agentAgentflow/agentAgentflow.svg',
  loadMethods: [
    'listModels',
    'listTools',
    'listStores',
    'listVectorStores',
    'listEmbeddings',
    'listRuntimeStateKeys',
  ],
  inputs: [
    modelInput('agentModel'),
    messagesInput('agentMessages'),
    ...builtInToolInputs,
    {
      label: 'Tools',
      name: 'agentTools',
      type: 'array',
      optional: true,
      description: 'Tool nodes the agent may call; each can ask a person before it runs',
      array: [
        {
          label: 'Tool',
          name: 'agentSelectedTool',
          type: 'asyncOptions',
          loadMethod: 'listTools',
          loadConfig: true,
        },
        {
          label: 'Require Human Input',
          name: 'agentSelectedToolRequiresHumanInput',
          type: 'boolean',
          optional: true,
        },
      ],
    },
    {
      label: 'Knowledge (Document Stores)',
      name: 'agentKnowledgeDocumentStores',
      type: 'array',
      optional: true,
      description: 'Document stores the agent can search, each described so it knows when to',
      array: [
        { label: 'Document Store', name: 'documentStore', type: 'asyncOptions', loadMethod: 'listStores' },
        { label: 'Describe Knowledge', name: 'docStoreDescription', type: 'string', rows: 4 },
        { label: 'Return Source Documents', name: 'returnSourceDocuments', type: 'boolean', optional: true },
      ],
    },
    {
      label: 'Knowledge (Vector Embeddings)',
      name: 'agentKnowledgeVSEmbeddings',
      type: 'array',
      optional: true,
      description: 'A vector store node and an embeddings node the agent can search',
      array: [
        {
          label: 'Vector Store',
          name: 'vectorStore',
          type: 'asyncOptions',
          loadMethod: 'listVectorStores',
          loadConfig: true,
        },
        {
          label: 'Embedding Model',
          name: 'embeddingModel',
          type: 'asyncOptions',
          loadMethod: 'listEmbeddings',
          loadConfig: true,
        },
        { label: 'Knowledge Name', name: 'knowledgeName', type: 'string' },
        { label: 'Describe Knowledge', name: 'knowledgeDescription', type: 'string', rows: 4 },
        { label: 'Return Source Documents', name: 'returnSourceDocuments', type: 'boolean', optional: true },
      ],
    },
    ...memoryInputs('agent'),
    returnResponseAsInput('agentReturnResponseAs'),
    structuredOutputInput('agentStructuredOutput'),
    updateStateInput('agentUpdateState'),
  ],
})
