import { findEndingNodes, parseFlowData } from '@unikflow/graph'
import type { FlowSettings } from './flow-settings'

const STREAMING_CATEGORIES = new Set(['Chains', 'Agents', 'Multi Agents', 'Sequential Agents', 'Agent Flows'])

/**
 * Whether the widget should ask for a stream, decided by the ending node like Flowise: chains and
 * agents stream their model's tokens; a utility ending (custom function, If/Else) answers at once;
 * post processing replaces the answer after the run, so it never streams.
 */
export function isFlowStreaming(flowDataText: string, type: string, settings: FlowSettings): boolean {
  return streamsWith(settings, type, endingNodesStream(flowDataText))
}

/** `isFlowStreaming` with the ending nodes' part already known (it parses the flow; callers may cache it). */
export function streamsWith(settings: FlowSettings, type: string, endingStreams: boolean): boolean {
  if (settings.chatbot.postProcessing?.enabled === true) return false
  return type === 'AGENTFLOW' || endingStreams
}

/** Whether every ending node of the flow is one that streams (a chain or an agent). */
export function endingNodesStream(flowDataText: string): boolean {
  const flow = parseFlowData(flowDataText)
  if (!flow.ok) return false
  const ending = findEndingNodes(flow.value)
  if (ending.length === 0) return false
  return ending.every((node) => {
    const data: unknown = node.data
    if (!data || typeof data !== 'object') return false
    const outputs = 'outputs' in data && data.outputs && typeof data.outputs === 'object' ? data.outputs : {}
    if ('output' in outputs && outputs.output === 'EndingNode') return false
    return 'category' in data && typeof data.category === 'string' && STREAMING_CATEGORIES.has(data.category)
  })
}
