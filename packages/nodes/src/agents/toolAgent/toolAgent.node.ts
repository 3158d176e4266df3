import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'

export const toolAgent = defineNode({
  name: 'toolAgent',
  label: 'Tool Agent',
  version: 2,
  type: 'AgentExecutor',
  category: NodeCategories.Agents,
  description: 'Agent that lets a tool-calling chat model pick and call tools until it can answer',
  baseClasses: ['AgentExecutor', 'BaseChain', 'Runnable'],
  icon: 'agents/toolAgent/toolAgent.svg',
  inputs: [
    { label: 'Tools', name: 'tools', type: 'Tool', list: true },
    { label: 'Memory', name: 'memory', type: 'BaseChatMemory' },
    {
      label: 'Tool Calling Chat Model',
      name: 'model',
      type: 'BaseChatModel',
      description:
        'A chat model that supports tool calling (OpenAI, Anthropic, Mistral, recent Ollama models …)',
    },
    {
      label: 'Chat Prompt Template',
      name: 'chatPromptTemplate',
      type: 'ChatPromptTemplate',
      description: 'Replaces the built-in prompt; its human message must contain {input}',
      optional: true,
    },
    inputModerationAnchor,
    {
      label: 'System Message',
      name: 'systemMessage',
      type: 'string',
      rows: 4,
      default: 'You are a helpful AI assistant.',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Max Iterations',
      name: 'maxIterations',
      type: 'number',
      description: 'Most tool-calling rounds before the agent stops',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Enable Detailed Streaming',
      name: 'enableDetailedStreaming',
      type: 'boolean',
      description: 'Stream tool calls and their results as well as the answer',
      default: false,
      optional: true,
      additionalParams: true,
    },
  ],
})
