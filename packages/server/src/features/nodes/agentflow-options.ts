import { NodeCategories, nodeDescriptors, type TNodeCategory } from '@unikflow/nodes'
import { isLlamaIndexNode, type TNodeOption } from '@unikflow/graph'

/**
 * Agentflow v2 nodes pick a node of the catalogue by name (the chat model of an LLM node, the tools of
 * an Agent) and store that node's inputs beside the choice; these are the choices. Nodes Flowise marked
 * DEPRECATING (its older split vector stores …) are left out: they stay for imported v1 flows only.
 */
export function catalogueOptions(category: TNodeCategory): TNodeOption[] {
  return nodeDescriptors
    .filter((d) => d.category === category && !isLlamaIndexNode(d) && d.badge !== 'DEPRECATING')
    .map((d) => ({ label: d.label, name: d.name, description: d.description }))
}

export const isAgentflowV2Node = (nodeName: string) =>
  nodeDescriptors.some((d) => d.name === nodeName && d.capabilities?.agentflowV2 !== undefined)

export const agentflowChoices = {
  models: () => catalogueOptions(NodeCategories.ChatModels),
  tools: () => catalogueOptions(NodeCategories.Tools),
  vectorStores: () => catalogueOptions(NodeCategories.VectorStores),
  embeddings: () => catalogueOptions(NodeCategories.Embeddings),
}
