/** Palette categories, with the labels Flowise files carry in `data.category`. */
export const NodeCategories = {
  ChatModels: 'Chat Models',
  LLMs: 'LLMs',
  Chains: 'Chains',
  Engine: 'Engine',
  ResponseSynthesizer: 'Response Synthesizer',
  Memory: 'Memory',
  Prompts: 'Prompts',
  OutputParsers: 'Output Parsers',
  Embeddings: 'Embeddings',
  VectorStores: 'Vector Stores',
  DocumentLoaders: 'Document Loaders',
  TextSplitters: 'Text Splitters',
  Tools: 'Tools',
  Agents: 'Agents',
  Utilities: 'Utilities',
  Moderation: 'Moderation',
  Cache: 'Cache',
  Retrievers: 'Retrievers',
  RecordManager: 'Record Manager',
  SequentialAgents: 'Sequential Agents',
  MultiAgents: 'Multi Agents',
  AgentFlows: 'Agent Flows',
  UPDL: 'UPDL',
  /** Tracing services: credential holders of the analysis tab, never placed on a canvas (as in Flowise). */
  Analytic: 'Analytic',
} as const
export type TNodeCategory = (typeof NodeCategories)[keyof typeof NodeCategories]
