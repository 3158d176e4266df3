import {
  assistantBasePathInputs,
  type TAssistantChatModel,
  type TCustomAssistantDetails,
} from '@unikflow/graph'
import type { TNodeSpec } from '@unikflow/engine'
import { loadEngine } from '../prediction/load-engine'

/** The chat-model node's inputs from the assistant's settings (each node reads the names it knows). */
export function chatModelSpec(model: TAssistantChatModel, id = 'model'): TNodeSpec {
  const inputs: Record<string, unknown> = { modelName: model.modelName, streaming: true }
  const numbers = [
    'temperature',
    'topP',
    'maxTokens',
    'frequencyPenalty',
    'presencePenalty',
    'timeout',
  ] as const
  for (const key of numbers) if (model[key] !== undefined) inputs[key] = model[key]
  Object.assign(inputs, assistantBasePathInputs(model.basePath))
  if (model.baseOptions) inputs.baseOptions = model.baseOptions
  return { id, name: model.name, inputs, ...(model.credential ? { credential: model.credential } : {}) }
}

/** A document store the assistant searches: it becomes a retriever tool named after the store. */
export type TKnowledgeStore = { readonly id: string; readonly name: string; readonly description: string }

/** Each knowledge store as Document Store (Vector) → Retriever Tool, the tool reporting its sources. */
function knowledgeSpecs(stores: readonly TKnowledgeStore[]): { nodes: TNodeSpec[]; tools: TNodeSpec[] } {
  const nodes: TNodeSpec[] = []
  const tools: TNodeSpec[] = []
  stores.forEach((store, i) => {
    nodes.push({ id: `knowledge_${i}`, name: 'documentStoreVS', inputs: { selectedStore: store.id } })
    tools.push({
      id: `knowledge_tool_${i}`,
      name: 'retrieverTool',
      inputs: {
        name: `search_${store.name}`,
        description: store.description.trim() || `Searches the document store "${store.name}"`,
        retriever: `{{knowledge_${i}.data.instance}}`,
        returnSourceDocuments: true,
      },
    })
  })
  return { nodes, tools }
}

/**
 * A custom assistant as a flow: its chat model, tools and knowledge (retriever tools over document
 * stores) feeding a Tool Agent with buffer memory and the instructions as system message, composed with
 * the engine's buildFlow (as follow-up questions are).
 */
export async function composeAssistantFlow(
  details: TCustomAssistantDetails,
  knowledge: readonly TKnowledgeStore[] = [],
): Promise<{ flowData: string; nodeCount: number }> {
  const { buildFlow } = await loadEngine()
  const knowledgeNodes = knowledgeSpecs(knowledge)
  const tools: TNodeSpec[] = [
    ...details.tools.map((tool, i): TNodeSpec =>
      tool.kind === 'custom'
        ? { id: `tool_${i}`, name: 'customTool', inputs: { selectedTool: tool.toolId } }
        : { id: `tool_${i}`, name: tool.name },
    ),
    ...knowledgeNodes.tools,
  ]
  const flow = buildFlow([
    chatModelSpec(details.chatModel),
    ...knowledgeNodes.nodes,
    ...tools,
    { id: 'memory', name: 'bufferMemory' },
    {
      id: 'agent',
      name: 'toolAgent',
      inputs: {
        model: '{{model.data.instance}}',
        tools: tools.map((t) => `{{${t.id}.data.instance}}`),
        memory: '{{memory.data.instance}}',
        systemMessage: details.instructions || 'You are a helpful AI assistant.',
      },
    },
  ])
  return { flowData: JSON.stringify(flow), nodeCount: flow.nodes.length }
}
