import type { TInputDefinition } from '@unikflow/graph'

/**
 * Inputs several Agentflow v2 nodes declare alike, under their own prefix (`llm`, `agent` …) as Flowise
 * names them, so its exported flows keep their values.
 */

/** The chat model, picked from the catalogue's chat-model nodes; its own inputs are stored as `<name>Config`. */
export function modelInput(name: string, extra: Partial<TInputDefinition> = {}): TInputDefinition {
  return {
    label: 'Model',
    name,
    type: 'asyncOptions',
    loadMethod: 'listModels',
    loadConfig: true,
    description: 'A chat model of the catalogue; its settings open below it',
    ...extra,
  }
}

type TArrayField = NonNullable<TInputDefinition['array']>[number]
type TFieldOption = { label: string; name: string; hide?: Record<string, unknown> }

/**
 * A row's "Type" choice of String, Number or Boolean (then `more`), as Flowise's Condition, Start form and
 * webhook parameters ask it.
 */
export function valueTypeField(more: readonly TFieldOption[] = []): TArrayField {
  return {
    label: 'Type',
    name: 'type',
    type: 'options',
    default: 'string',
    options: [
      { label: 'String', name: 'string' },
      { label: 'Number', name: 'number' },
      { label: 'Boolean', name: 'boolean' },
      ...more,
    ],
  }
}

export function messagesInput(name: string): TInputDefinition {
  return {
    label: 'Messages',
    name,
    type: 'array',
    optional: true,
    acceptVariable: true,
    description: 'Messages put before the conversation, such as a system prompt',
    array: [
      {
        label: 'Role',
        name: 'role',
        type: 'options',
        options: [
          { label: 'System', name: 'system' },
          { label: 'Assistant', name: 'assistant' },
          { label: 'Developer', name: 'developer' },
          { label: 'User', name: 'user' },
        ],
      },
      { label: 'Content', name: 'content', type: 'string', acceptVariable: true, rows: 4 },
    ],
  }
}

/** Memory of earlier turns of the session, and the message sent in place of the question. */
export function memoryInputs(prefix: string): TInputDefinition[] {
  return [
    {
      label: 'Enable Memory',
      name: `${prefix}EnableMemory`,
      type: 'boolean',
      default: true,
      optional: true,
      description: 'Send the earlier messages of this session to the model',
    },
    {
      label: 'Memory Type',
      name: `${prefix}MemoryType`,
      type: 'options',
      default: 'allMessages',
      optional: true,
      show: { [`${prefix}EnableMemory`]: true },
      options: [
        { label: 'All Messages', name: 'allMessages' },
        { label: 'Window Size', name: 'windowSize' },
        { label: 'Conversation Summary', name: 'conversationSummary' },
        { label: 'Conversation Summary Buffer', name: 'conversationSummaryBuffer' },
      ],
    },
    {
      label: 'Window Size',
      name: `${prefix}MemoryWindowSize`,
      type: 'number',
      default: '20',
      show: { [`${prefix}MemoryType`]: 'windowSize' },
      description: 'How many of the latest messages are sent',
    },
    {
      label: 'Max Token Limit',
      name: `${prefix}MemoryMaxTokenLimit`,
      type: 'number',
      default: '2000',
      show: { [`${prefix}MemoryType`]: 'conversationSummaryBuffer' },
    },
    {
      label: 'Input Message',
      name: `${prefix}UserMessage`,
      type: 'string',
      optional: true,
      acceptVariable: true,
      rows: 4,
      show: { [`${prefix}EnableMemory`]: true },
      description: 'Sent as the user message instead of the question; empty: the question',
    },
  ]
}

export function returnResponseAsInput(name: string): TInputDefinition {
  return {
    label: 'Return Response As',
    name,
    type: 'options',
    default: 'userMessage',
    options: [
      { label: 'User Message', name: 'userMessage' },
      { label: 'Assistant Message', name: 'assistantMessage' },
    ],
  }
}

/** Keys of the flow state this node sets after it ran, to values that may name its own output. */
export function updateStateInput(name: string): TInputDefinition {
  return {
    label: 'Update Flow State',
    name,
    type: 'array',
    optional: true,
    acceptVariable: true,
    description: 'Set keys of the flow state (declared on Start) when this node has run',
    array: [
      { label: 'Key', name: 'key', type: 'asyncOptions', loadMethod: 'listRuntimeStateKeys', freeSolo: true },
      { label: 'Value', name: 'value', type: 'string', acceptVariable: true },
    ],
  }
}

/** "JSON Structured Output" rows (LLM, Agent): the keys the answer must have, read as `{{ <node id>.output.<key> }}`. */
export function structuredOutputInput(name: string): TInputDefinition {
  return {
    label: 'JSON Structured Output',
    name,
    type: 'array',
    optional: true,
    acceptVariable: true,
    description:
      'Keys the answer must have; the output then is a JSON object read as {{ <node id>.output.<key> }}',
    array: [
      { label: 'Key', name: 'key', type: 'string' },
      {
        label: 'Type',
        name: 'type',
        type: 'options',
        options: [
          { label: 'String', name: 'string' },
          { label: 'String Array', name: 'stringArray' },
          { label: 'Number', name: 'number' },
          { label: 'Boolean', name: 'boolean' },
          { label: 'Enum', name: 'enum' },
          { label: 'JSON Array', name: 'jsonArray' },
        ],
      },
      {
        label: 'Enum Values',
        name: 'enumValues',
        type: 'string',
        optional: true,
        show: { [`${name}[$index].type`]: 'enum' },
      },
      {
        label: 'JSON Schema',
        name: 'jsonSchema',
        type: 'code',
        optional: true,
        show: { [`${name}[$index].type`]: 'jsonArray' },
      },
      { label: 'Description', name: 'description', type: 'string' },
    ],
  }
}
