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

const BUILT_IN_NOTE =
  'Tools the provider runs on its side; kept with the flow but not sent here: the agent uses only the tools and knowledge below'

/**
 * Tools the model's provider runs itself (Flowise 3.x), shown for that provider's model. Kept with the
 * flow so an export reloads as it was; the Agent here calls only its tool nodes and knowledge.
 */
/** One provider's built-in tools: offered only while the Agent's model is that provider's chat model. */
function builtInTools(
  provider: string,
  agentModel: string,
  options: [label: string, name: string][],
): TInputDefinition {
  return {
    label: `${provider} Built-in Tools`,
    name: `agentToolsBuiltIn${provider}`,
    type: 'multiOptions',
    optional: true,
    show: { agentModel },
    description: BUILT_IN_NOTE,
    options: options.map(([label, name]) => ({ label, name })),
  }
}

const builtInToolInputs: TInputDefinition[] = [
  builtInTools('OpenAI', 'chatOpenAI', [
    ['Web Search', 'web_search_preview'],
    ['Code Interpreter', 'code_interpreter'],
    ['Image Generation', 'image_generation'],
  ]),
  builtInTools('Gemini', 'chatGoogleGenerativeAI', [
    ['URL Context', 'urlContext'],
    ['Google Search', 'googleSearch'],
    ['Code Execution', 'codeExecution'],
  ]),
  builtInTools('Anthropic', 'chatAnthropic', [
    ['Web Search', 'web_search_20250305'],
    ['Web Fetch', 'web_fetch_20250910'],
  ]),
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
