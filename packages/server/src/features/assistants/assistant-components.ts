import {
  classifyInput,
  InputKinds,
  isLlamaIndexNode,
  type TAssistantComponents,
  type TNodeDescriptor,
} from '@unikflow/graph'
import { loadNodeLibrary } from '../nodes/load-node-library'

/** A tool node an assistant can use by name: it needs nothing connected and no setting without a default. */
function isStandaloneTool(d: TNodeDescriptor, toolsCategory: string): boolean {
  if (d.category !== toolsCategory || d.name === 'customTool' || isLlamaIndexNode(d)) return false
  return d.inputs.every(
    (input) =>
      classifyInput(input.type) === InputKinds.Param &&
      (input.optional === true || input.default !== undefined),
  )
}

const toComponent = (d: TNodeDescriptor) => ({
  name: d.name,
  label: d.label,
  description: d.description,
  credentialNames: d.credential?.credentialNames ?? [],
  ...(d.credential && {
    credentialRule: {
      ...(d.credential.optional && { optional: true }),
      ...(d.credential.optionalWhenSet && { optionalWhenSet: d.credential.optionalWhenSet }),
    },
  }),
})

/** The chat-model nodes and built-in tool nodes a custom assistant can pick (saved tools come from /tools). */
export async function listAssistantComponents(): Promise<TAssistantComponents> {
  const { nodeDescriptors, NodeCategories } = await loadNodeLibrary()
  return {
    chatModels: nodeDescriptors
      .filter((d) => d.category === NodeCategories.ChatModels && !isLlamaIndexNode(d))
      .map(toComponent),
    tools: nodeDescriptors.filter((d) => isStandaloneTool(d, NodeCategories.Tools)).map(toComponent),
  }
}

/** A chat-model node by name, with whether it needs a credential. */
export async function findChatModelNode(name: string): Promise<TNodeDescriptor | undefined> {
  const { nodeDescriptors, NodeCategories } = await loadNodeLibrary()
  return nodeDescriptors.find(
    (d) => d.name === name && d.category === NodeCategories.ChatModels && !isLlamaIndexNode(d),
  )
}
