import type { RecipeNode, TemplateRecipe } from '../template-recipe'

// Agents: a model that decides which tool to call, with memory of the conversation.

const model = {
  type: 'chatOpenAI',
  at: [1, 0],
  inputs: { modelName: 'gpt-4o-mini', temperature: 0 },
} as const
const memory = { type: 'bufferMemory', at: [1, 1] } as const

function toolAgent(
  fields: Omit<TemplateRecipe, 'nodes' | 'edges' | 'type' | 'framework'>,
  tools: Record<string, RecipeNode>,
  more: Pick<TemplateRecipe, 'nodes' | 'edges'> = { nodes: {}, edges: [] },
  agent: RecipeNode = { type: 'toolAgent', at: [2, 0] },
): TemplateRecipe {
  return {
    ...fields,
    type: 'Chatflow',
    framework: ['LangChain'],
    nodes: { model, memory, ...more.nodes, ...tools, agent },
    edges: [
      ...more.edges,
      ['model', 'agent.model'],
      ['memory', 'agent.memory'],
      ...Object.keys(tools).map((key) => [key, 'agent.tools'] as const),
    ],
  }
}

export const agentTemplates: TemplateRecipe[] = [
  toolAgent(
    {
      id: 'tool-agent-calculator',
      name: 'Tool Agent with Calculator',
      description: 'An agent that calls a calculator for arithmetic and answers in its own words.',
      badge: 'POPULAR',
      usecases: ['Agent'],
      tags: ['OpenAI', 'Tools'],
    },
    { calculator: { type: 'calculator', at: [0, 0] } },
  ),
  toolAgent(
    {
      id: 'conversational-agent',
      name: 'Conversational Agent',
      description:
        'An agent that talks to the model in JSON actions, so it works with models that have no tool calling.',
      usecases: ['Agent'],
      tags: ['OpenAI', 'Tools'],
    },
    { calculator: { type: 'calculator', at: [0, 0] } },
    undefined,
    { type: 'conversationalAgent', at: [2, 0] },
  ),
  toolAgent(
    {
      id: 'chain-as-tool',
      name: 'Agent Using a Chain as a Tool',
      description: 'An agent that hands translation requests to a dedicated translation chain.',
      usecases: ['Agent', 'Translation'],
      tags: ['OpenAI', 'Tools'],
    },
    {
      tool: {
        type: 'chainTool',
        at: [1, 2],
        inputs: {
          name: 'translate_to_spanish',
          description: 'Translates the given English text into Spanish. Input: the text.',
        },
      },
    },
    {
      nodes: {
        prompt: {
          type: 'promptTemplate',
          at: [0, 1],
          inputs: { template: 'Translate into Spanish, answer with the translation only:\n{question}' },
        },
        chain: { type: 'llmChain', at: [0, 2], inputs: { chainName: 'Translate' } },
      },
      edges: [
        ['model', 'chain.model'],
        ['prompt', 'chain.prompt'],
        ['chain:llmChain', 'tool.baseChain'],
      ],
    },
  ),
  toolAgent(
    {
      id: 'agent-with-knowledge',
      name: 'Agent with a Knowledge Tool',
      description:
        'An agent that searches your text only when a question needs it, and can still do arithmetic.',
      usecases: ['Agent', 'Documents QnA'],
      tags: ['OpenAI', 'Tools', 'RAG'],
    },
    {
      knowledge: {
        type: 'retrieverTool',
        at: [1, 2],
        inputs: {
          name: 'search_handbook',
          description: 'Searches the team handbook (holidays, equipment, expenses). Input: a search query.',
          returnSourceDocuments: true,
        },
      },
      calculator: { type: 'calculator', at: [1, 3] },
    },
    {
      nodes: {
        text: {
          type: 'plainText',
          at: [0, 1],
          inputs: {
            text:
              'Holidays: everyone has 28 days of paid holiday a year, booked in the HR portal.\n\n' +
              'Equipment: a laptop and a monitor are provided; replacements are ordered through IT.\n\n' +
              'Expenses: travel is reimbursed within 14 days when receipts are uploaded.',
          },
        },
        embeddings: { type: 'localHashEmbeddings', at: [0, 2] },
        store: { type: 'memoryVectorStore', at: [0, 3], inputs: { topK: 2 } },
      },
      edges: [
        ['text:document', 'store.document'],
        ['embeddings', 'store.embeddings'],
        ['store:retriever', 'knowledge.retriever'],
      ],
    },
  ),
  toolAgent(
    {
      id: 'weather-api-agent',
      name: 'Weather API Agent',
      description: 'An agent that calls a public weather API over HTTP and explains the forecast.',
      usecases: ['Agent', 'API'],
      tags: ['OpenAI', 'Tools', 'HTTP'],
      requires: 'Calls the Open-Meteo web API set in the Requests Get node (through the outbound guard).',
    },
    {
      weather: {
        type: 'requestsGet',
        at: [0, 0],
        inputs: {
          requestsGetUrl:
            'https://api.open-meteo.com/v1/forecast?latitude=52.52&longitude=13.41&current=temperature_2m,wind_speed_10m',
          requestsGetName: 'current_weather_berlin',
          requestsGetDescription:
            'Current temperature (°C) and wind speed (km/h) in Berlin. No input needed.',
        },
      },
    },
  ),
  toolAgent(
    {
      id: 'mcp-tools-agent',
      name: 'Agent with MCP Tools',
      description: 'An agent that uses the tools of a Model Context Protocol server (streamable HTTP).',
      badge: 'NEW',
      usecases: ['Agent'],
      tags: ['OpenAI', 'Tools', 'MCP'],
      requires: 'An MCP server at the URL set in the Custom MCP node.',
    },
    {
      mcp: {
        type: 'customMCP',
        at: [0, 0],
        inputs: { mcpServerConfig: '{\n  "url": "https://example.com/mcp"\n}' },
      },
    },
  ),
]

export const textStatistics: TemplateRecipe = {
  id: 'text-statistics',
  name: 'Text Statistics (JavaScript)',
  description: 'A flow without a model: a JavaScript function counts words and reading time of any text.',
  usecases: ['Utilities'],
  tags: ['JavaScript'],
  type: 'Chatflow',
  framework: ['LangChain'],
  nodes: {
    stats: {
      type: 'customFunction',
      at: [0, 0],
      output: 'EndingNode',
      inputs: {
        functionName: 'Text statistics',
        javascriptFunction:
          "const text = String($input ?? '')\n" +
          'const words = text.split(/\\s+/).filter(Boolean)\n' +
          'const minutes = Math.max(1, Math.round(words.length / 200))\n' +
          'return `${words.length} words, ${text.length} characters, about ${minutes} min to read`',
      },
    },
  },
  edges: [],
}
