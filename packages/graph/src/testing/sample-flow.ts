import { createNodeData } from '../flow/create-node-data'
import { getAllOutputHandles } from '../flow/get-all-output-handles'
import { findInput } from '../flow/find-input'
import type { TFlowData, TFlowNode } from '../schema/flow-data'
import type { TNodeDescriptor } from '../schema/node-descriptor'

/** Small descriptors and flows for graph's own tests (the real catalogue lives in packages/nodes). */
const base = { version: 1, category: 'Test', description: 'test node', icon: 'test.svg' }

export const modelDescriptor: TNodeDescriptor = {
  ...base,
  name: 'model',
  label: 'Model',
  type: 'ChatModel',
  baseClasses: ['ChatModel', 'BaseChatModel', 'BaseLanguageModel'],
  credential: { credentialNames: ['openAIApi'] },
  inputs: [
    { name: 'apiKey', label: 'Key', type: 'password', optional: true },
    { name: 'temperature', label: 'Temperature', type: 'number', default: 0.9 },
  ],
}

export const promptDescriptor: TNodeDescriptor = {
  ...base,
  name: 'prompt',
  label: 'Prompt',
  type: 'Prompt',
  baseClasses: ['Prompt', 'BasePromptTemplate'],
  inputs: [
    { name: 'template', label: 'Template', type: 'string', default: 'Tell me about {topic}' },
    { name: 'promptValues', label: 'Values', type: 'json', acceptVariable: true, list: true, optional: true },
    { name: 'note', label: 'Note', type: 'string', acceptVariable: true, optional: true },
  ],
}

export const chainDescriptor: TNodeDescriptor = {
  ...base,
  name: 'chain',
  label: 'Chain',
  type: 'Chain',
  baseClasses: ['Chain', 'Runnable'],
  inputs: [
    { name: 'model', label: 'Model', type: 'BaseLanguageModel' },
    { name: 'prompt', label: 'Prompt', type: 'BasePromptTemplate' },
    { name: 'tools', label: 'Tools', type: 'Tool', list: true, optional: true },
    { name: 'source', label: 'File', type: 'file', optional: true },
    { name: 'dir', label: 'Folder', type: 'folder', optional: true },
  ],
  outputs: [
    { name: 'chain', label: 'Chain', baseClasses: ['Chain', 'Runnable'] },
    { name: 'prediction', label: 'Prediction', baseClasses: ['string', 'json'] },
  ],
}

export const toolDescriptor: TNodeDescriptor = {
  ...base,
  name: 'tool',
  label: 'Tool',
  type: 'MyTool',
  baseClasses: ['MyTool', 'Tool'],
  inputs: [],
}

/** An Agentflow v2 Condition: one output per row of its `conditions` array, plus Else. */
export const conditionDescriptor: TNodeDescriptor = {
  name: 'conditionAgentflow',
  label: 'Condition',
  version: 1,
  type: 'Condition',
  category: 'Agent Flows',
  description: 'Branches',
  baseClasses: ['Condition'],
  icon: 'c.svg',
  capabilities: {
    agentflowV2: { canvasType: 'agentFlow', outputs: { perItemOf: 'conditions', plusElse: true } },
  },
  inputs: [{ name: 'conditions', label: 'Conditions', type: 'array' }],
}

export const testDescriptors = [modelDescriptor, promptDescriptor, chainDescriptor, toolDescriptor]

export function place(descriptor: TNodeDescriptor, id: string, x = 0): TFlowNode {
  return { id, type: 'customNode', position: { x, y: 0 }, data: createNodeData(descriptor, id) }
}

/** The output handle of `node` named `name` (default: its first). */
export function outputHandle(node: TFlowNode, name?: string): string {
  const handles = getAllOutputHandles(node.data)
  const handle = name === undefined ? handles[0] : handles.find((h) => h.name === name)
  if (!handle) throw new Error(`no output ${name ?? ''} on ${node.id}`)
  return handle.id
}

export function inputHandle(node: TFlowNode, name: string): string {
  const input = findInput(node.data, { name })
  if (!input?.id) throw new Error(`no input ${name} on ${node.id}`)
  return input.id
}

/** model_0 + prompt_0 → chain_0 ← tool_0, tool_1 (list), with the references written in the inputs. */
export function sampleFlow(): TFlowData {
  const model = place(modelDescriptor, 'model_0')
  const prompt = place(promptDescriptor, 'prompt_0')
  const chain = place(chainDescriptor, 'chain_0', 400)
  const tools = [place(toolDescriptor, 'tool_0'), place(toolDescriptor, 'tool_1')]
  const edge = (source: TFlowNode, target: TFlowNode, input: string) => ({
    id: `${source.id}->${target.id}.${input}`,
    source: source.id,
    sourceHandle: outputHandle(source),
    target: target.id,
    targetHandle: inputHandle(target, input),
  })
  chain.data.inputs = {
    ...chain.data.inputs,
    model: '{{model_0.data.instance}}',
    prompt: '{{prompt_0.data.instance}}',
    tools: ['{{tool_0.data.instance}}', '{{tool_1.data.instance}}'],
  }
  return {
    nodes: [model, prompt, chain, ...tools],
    edges: [
      edge(model, chain, 'model'),
      edge(prompt, chain, 'prompt'),
      edge(tools[0] ?? model, chain, 'tools'),
      edge(tools[1] ?? model, chain, 'tools'),
    ],
  }
}
