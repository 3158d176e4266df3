// Builds large, valid flows from the real node catalogue (for the canvas benchmark and load tests).
import { addEdge, createNode, getAllOutputHandles, type TFlowData, type TFlowNode } from '@unikflow/graph'
import { getNodeDescriptor } from '@unikflow/nodes'

function descriptor(name: string) {
  const d = getNodeDescriptor(name)
  if (!d) throw new Error(`node type ${name} is not in the catalogue`)
  return d
}

/** Connects `source` to the first input of `target` that the graph rules accept; throws when none does. */
export function connectFirstOutput(
  flow: TFlowData,
  source: TFlowNode,
  target: TFlowNode,
  inputName: string,
): TFlowData {
  const node = flow.nodes.find((n) => n.id === target.id)
  const input = node?.data.inputAnchors.find((a) => a.name === inputName)
  if (!node || !input?.id) throw new Error(`${target.id} has no input anchor ${inputName}`)
  for (const output of getAllOutputHandles(source.data)) {
    const result = addEdge(flow, {
      source: source.id,
      sourceHandle: output.id,
      target: target.id,
      targetHandle: input.id,
    })
    if (result.ok) return result.value.flow
  }
  throw new Error(`cannot connect ${source.id} to ${target.id}.${inputName}`)
}

/**
 * `groups` groups of six nodes (chat model, prompt, LLM chain, chain tool, tool agent, memory) with eight
 * edges each: six inside the group and two chain tools feeding the next groups' agents.
 * 50 groups give 300 nodes and 400 edges.
 */
export function generateAgentGrid(groups: number): TFlowData {
  let flow: TFlowData = { nodes: [], edges: [], viewport: { x: 0, y: 0, zoom: 0.5 } }
  const kinds = [
    'chatOpenAI',
    'promptTemplate',
    'llmChain',
    'chainTool',
    'toolAgent',
    'bufferMemory',
  ] as const
  const rows: TFlowNode[][] = []
  for (let g = 0; g < groups; g++) {
    const row: TFlowNode[] = []
    kinds.forEach((kind, i) => {
      const node = createNode(descriptor(kind), { x: i * 420, y: g * 700 }, flow.nodes)
      flow = { ...flow, nodes: [...flow.nodes, node] }
      row.push(node)
    })
    rows.push(row)
  }
  rows.forEach(([model, prompt, chain, tool, agent, memory], g) => {
    if (!model || !prompt || !chain || !tool || !agent || !memory) return
    flow = connectFirstOutput(flow, model, chain, 'model')
    flow = connectFirstOutput(flow, prompt, chain, 'prompt')
    flow = connectFirstOutput(flow, chain, tool, 'baseChain')
    flow = connectFirstOutput(flow, tool, agent, 'tools')
    flow = connectFirstOutput(flow, model, agent, 'model')
    flow = connectFirstOutput(flow, memory, agent, 'memory')
    for (const step of [1, 2]) {
      const next = rows[(g + step) % rows.length]?.[4]
      if (next) flow = connectFirstOutput(flow, tool, next, 'tools')
    }
  })
  return flow
}
