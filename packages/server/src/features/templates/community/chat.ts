import type { TemplateRecipe } from '../template-recipe'

// Chat templates: a model and a memory, differing in how much of the conversation they keep and who answers.

const openAi = {
  type: 'chatOpenAI',
  at: [0, 0],
  inputs: { modelName: 'gpt-4o-mini', temperature: 0.7 },
} as const
const chatTemplate = {
  type: 'Chatflow',
  framework: ['LangChain'],
} as const

export const conversationWithMemory: TemplateRecipe = {
  ...chatTemplate,
  id: 'conversation-with-memory',
  name: 'Conversation with Memory',
  description: 'A friendly chatbot that remembers everything said in the session.',
  badge: 'POPULAR',
  usecases: ['Chatbot'],
  tags: ['OpenAI', 'Memory'],
  nodes: {
    model: openAi,
    memory: { type: 'bufferMemory', at: [0, 1] },
    chain: { type: 'conversationChain', at: [1, 0] },
  },
  edges: [
    ['model', 'chain.model'],
    ['memory', 'chain.memory'],
  ],
}

export const shortMemoryChat: TemplateRecipe = {
  ...chatTemplate,
  id: 'short-memory-chat',
  name: 'Chat with Short Memory',
  description: 'Keeps only the last few exchanges, so long sessions stay cheap and fast.',
  usecases: ['Chatbot'],
  tags: ['OpenAI', 'Memory'],
  nodes: {
    model: openAi,
    memory: { type: 'bufferWindowMemory', at: [0, 1], inputs: { k: 6 } },
    chain: { type: 'conversationChain', at: [1, 0] },
  },
  edges: [
    ['model', 'chain.model'],
    ['memory', 'chain.memory'],
  ],
}

export const summaryMemoryChat: TemplateRecipe = {
  ...chatTemplate,
  id: 'summary-memory-chat',
  name: 'Long Conversation with Summary Memory',
  description: 'The model keeps a running summary of the conversation instead of every message.',
  usecases: ['Chatbot'],
  tags: ['OpenAI', 'Memory'],
  nodes: {
    model: openAi,
    memory: { type: 'conversationSummaryMemory', at: [1, 1] },
    chain: { type: 'conversationChain', at: [2, 0] },
  },
  edges: [
    ['model', 'memory.model'],
    ['model', 'chain.model'],
    ['memory', 'chain.memory'],
  ],
}

export const personaChatbot: TemplateRecipe = {
  ...chatTemplate,
  id: 'persona-chatbot',
  name: 'Persona Chatbot',
  description: 'A chatbot with a character of its own, set in the system message.',
  usecases: ['Chatbot', 'Entertainment'],
  tags: ['OpenAI'],
  nodes: {
    model: { ...openAi, inputs: { modelName: 'gpt-4o-mini', temperature: 1 } },
    memory: { type: 'bufferMemory', at: [0, 1] },
    chain: {
      type: 'conversationChain',
      at: [1, 0],
      inputs: {
        systemMessagePrompt:
          'You are Captain Nova, a cheerful starship captain. Answer every question in character, briefly, ' +
          'with a nautical or space metaphor, and never claim to be an AI model.',
      },
    },
  },
  edges: [
    ['model', 'chain.model'],
    ['memory', 'chain.memory'],
  ],
}

export const moderatedChat: TemplateRecipe = {
  ...chatTemplate,
  id: 'moderated-chat',
  name: 'Moderated Chat',
  description: 'Refuses messages with words from a deny list before they reach the model.',
  usecases: ['Chatbot', 'Safety'],
  tags: ['OpenAI', 'Moderation'],
  nodes: {
    model: openAi,
    memory: { type: 'bufferMemory', at: [0, 1] },
    moderation: {
      type: 'inputModerationSimple',
      at: [0, 2],
      inputs: { denyList: 'ignore previous instructions\nsystem prompt\npassword' },
    },
    chain: { type: 'conversationChain', at: [1, 0] },
  },
  edges: [
    ['model', 'chain.model'],
    ['memory', 'chain.memory'],
    ['moderation', 'chain.inputModeration'],
  ],
}

export const claudeConversation: TemplateRecipe = {
  ...chatTemplate,
  id: 'claude-conversation',
  name: 'Claude Conversation',
  description: 'A conversation with memory answered by Anthropic Claude.',
  usecases: ['Chatbot'],
  tags: ['Anthropic', 'Memory'],
  nodes: {
    model: { type: 'chatAnthropic', at: [0, 0], inputs: { temperature: 0.7 } },
    memory: { type: 'bufferMemory', at: [0, 1] },
    chain: { type: 'conversationChain', at: [1, 0] },
  },
  edges: [
    ['model', 'chain.model'],
    ['memory', 'chain.memory'],
  ],
}

export const localOllamaChat: TemplateRecipe = {
  ...chatTemplate,
  id: 'local-ollama-chat',
  name: 'Local Chat with Ollama',
  description: 'A private chatbot on a model running on your own machine with Ollama; no provider key.',
  usecases: ['Chatbot', 'Local Models'],
  tags: ['Ollama', 'Memory'],
  requires: 'An Ollama server at the Base URL of the ChatOllama node, with the model pulled.',
  nodes: {
    model: { type: 'chatOllama', at: [0, 0], inputs: { modelName: 'llama3.2', temperature: 0.7 } },
    memory: { type: 'bufferMemory', at: [0, 1] },
    chain: { type: 'conversationChain', at: [1, 0] },
  },
  edges: [
    ['model', 'chain.model'],
    ['memory', 'chain.memory'],
  ],
}

export const chatTemplates = [
  conversationWithMemory,
  shortMemoryChat,
  summaryMemoryChat,
  personaChatbot,
  moderatedChat,
  claudeConversation,
  localOllamaChat,
]
