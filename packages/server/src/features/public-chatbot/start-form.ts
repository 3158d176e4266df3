import { AGENTFLOW_START_NODE, isRecord } from '@unikflow/graph'

/** The Start inputs Flowise's widget reads to show an Agentflow v2 form. */
const FORM_INPUTS = ['startInputType', 'formTitle', 'formDescription', 'formInputTypes'] as const

/**
 * An Agentflow v2 flow's Start form for the public config, as Flowise's widget reads it: `flowData` text
 * holding the Start node with only its form inputs — nothing else of the graph (no other node, edge,
 * credential or prompt).
 */
export function startFormOf(flowData: unknown): { flowData: string } | undefined {
  if (!isRecord(flowData) || !Array.isArray(flowData.nodes)) return undefined
  const nodes: unknown[] = flowData.nodes
  for (const node of nodes) {
    if (!isRecord(node) || !isRecord(node.data) || node.data.name !== AGENTFLOW_START_NODE) continue
    const inputs = isRecord(node.data.inputs) ? node.data.inputs : {}
    const form: Record<string, unknown> = {}
    for (const key of FORM_INPUTS) if (inputs[key] !== undefined) form[key] = inputs[key]
    const start = {
      id: typeof node.id === 'string' ? node.id : 'startAgentflow_0',
      data: { name: AGENTFLOW_START_NODE, inputs: form },
    }
    return { flowData: JSON.stringify({ nodes: [start], edges: [] }) }
  }
  return undefined
}
