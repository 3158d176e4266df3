import {
  CanvasNodeTypes,
  checkFlowData,
  findBackEdges,
  findEndingNodes,
  getParents,
  hydrateFlow,
  parseFlowData,
  TextKeyedCache,
  topoSort,
  type TFlowData,
  type TFlowEdge,
  type TFlowNode,
  type TNodeDescriptor,
} from '@unikflow/graph'
import type { TNodeLibrary, TNodeModule } from '@unikflow/nodes'
import { isAgentflowV2 } from './agentflow-v2/run-agentflow-v2'
import { describeNodes, RunFailure, type TFailedNode } from './errors'

/*
 * What a run needs before any node runs: the flow parsed, hydrated and ordered, each node with its runtime
 * (or the Agentflow v2 flow, which has its own executor) — cached per stored flow while its text is unchanged.
 */

function failedNode(node: TFlowNode): TFailedNode {
  return { id: node.id, label: node.data.label ?? node.data.name }
}

function byIdOf(nodes: readonly TFlowNode[], id: string): TFailedNode {
  const node = nodes.find((n) => n.id === id)
  return node ? failedNode(node) : { id, label: id }
}

type TPlannedNode = {
  readonly node: TFlowNode
  readonly module: TNodeModule
  readonly capabilities: TNodeDescriptor['capabilities']
}

function parseFlow(flowData: TFlowData | string): TFlowData {
  const parsed = typeof flowData === 'string' ? parseFlowData(flowData) : checkFlowData(flowData)
  if (!parsed.ok)
    throw new RunFailure('flow', `flowData is not a valid flow: ${parsed.error[0]?.message ?? ''}`)
  return parsed.value
}

/** What the library's descriptor of the node's type says the engine must do with it (never its name). */
export const capabilitiesOf = (library: TNodeLibrary, node: TFlowNode) =>
  library.getNodeDescriptor(node.data.name)?.capabilities
export type TPlan = {
  readonly planned: readonly TPlannedNode[]
  readonly endIds: ReadonlySet<string>
  readonly edges: readonly TFlowEdge[]
  /** Sequential Agents: every node registers its step; the graph runs after the last (no ending node answers). */
  readonly sequential: boolean
}

/** The flow's fault: nodes of these types cannot run here, named by type, label and id. */
function notImplemented(missing: readonly TFlowNode[]): RunFailure {
  const nodes = missing.map(failedNode)
  const types = [...new Set(missing.map((n) => n.data.name))].join(', ')
  return new RunFailure('flow', `Node types not implemented (${types}): ${describeNodes(nodes)}`, { nodes })
}

/**
 * The ending node(s) and, in run order, every node they depend on, each with its runtime. Several ending
 * nodes are allowed only behind a branching node; the one whose branch is taken answers.
 */
async function planRun(
  library: TNodeLibrary,
  flowData: TFlowData,
  stopNodeId: string | undefined,
): Promise<TPlan> {
  const capabilitiesIn = (node: TFlowNode) => capabilitiesOf(library, node)
  const { flow, unknownNodes } = hydrateFlow(flowData, library.getNodeDescriptor, { migrations: 'run' })
  // Types the catalogue lacks fail the run before anything else, all of them named: without their
  // descriptors neither the ending nodes nor the run order can be told.
  const unknownIds = new Set(unknownNodes.map((n) => n.id))
  const unknown = flow.nodes.filter((n) => unknownIds.has(n.id) && n.type !== CanvasNodeTypes.StickyNote)
  if (unknown.length > 0) throw notImplemented(unknown)
  const sequential = stopNodeId === undefined && flow.nodes.some((n) => capabilitiesIn(n)?.sequential)
  let endIds: string[]
  if (sequential) {
    endIds = flow.nodes.filter((n) => capabilitiesIn(n)?.sequential).map((n) => n.id)
  } else if (stopNodeId !== undefined) {
    if (!flow.nodes.some((n) => n.id === stopNodeId))
      throw new RunFailure('flow', `Node ${stopNodeId} is not in the flow`)
    endIds = [stopNodeId]
  } else {
    // A setting node (Flowise's analytic nodes on a canvas) stands alone without being an ending.
    const endings = findEndingNodes(flow).filter((n) => !capabilitiesIn(n)?.setting)
    if (endings.length === 0) throw new RunFailure('flow', 'The flow has no ending node')
    if (endings.length > 1 && !flow.nodes.some((n) => capabilitiesIn(n)?.branches)) {
      const nodes = endings.map(failedNode)
      throw new RunFailure('flow', `The flow has several ending nodes: ${describeNodes(nodes)}`, { nodes })
    }
    endIds = endings.map((n) => n.id)
  }
  const needed = new Set(endIds.flatMap((id) => [...getParents(flow.edges, id), id]))
  const sub = { nodes: flow.nodes.filter((n) => needed.has(n.id)), edges: flow.edges }
  // Agent flows may loop (LLM Node → Tool Node → LLM Node): their nodes only register steps, so the
  // edges closing a loop are left out of the order (the graph itself still follows them).
  const back = sequential ? findBackEdges(sub) : new Set<TFlowEdge>()
  const order = topoSort({ ...sub, edges: sub.edges.filter((e) => !back.has(e)) })
  if (!order.ok) {
    const nodes = order.error.flatMap((i) => (i.nodeId ? [byIdOf(sub.nodes, i.nodeId)] : []))
    throw new RunFailure('flow', order.error.map((i) => i.message).join('; '), { nodes })
  }
  const byId = new Map(sub.nodes.map((n) => [n.id, n]))
  const planned: TPlannedNode[] = []
  const missing: TFlowNode[] = []
  for (const id of order.value) {
    const node = byId.get(id)
    if (
      !node ||
      node.type === CanvasNodeTypes.StickyNote ||
      capabilitiesIn(node)?.annotation ||
      capabilitiesIn(node)?.setting
    )
      continue
    const loaded = await library.loadRuntime(node.data.name)
    if (loaded?.kind === 'chatflow')
      planned.push({ node, module: loaded.module, capabilities: capabilitiesIn(node) })
    else missing.push(node)
  }
  if (missing.length > 0) throw notImplemented(missing)
  const edges = flow.edges.filter((e) => needed.has(e.source) && needed.has(e.target))
  return { planned, endIds: new Set(sequential ? [] : endIds), edges, sequential }
}

/**
 * Plans of stored flows by flow id (and stop node), reused while the flowData text is unchanged: parsing,
 * validating, migrating and ordering a flow is most of the engine's own work per run. A plan is only read
 * by runs (inputs are copied per run by applyOverrides and resolveNodeInputs), so runs share it.
 */
const plansByLibrary = new WeakMap<TNodeLibrary, TextKeyedCache<TPlan>>()

export async function planFor(
  library: TNodeLibrary,
  flowId: string,
  flowData: TFlowData | string,
  stopNodeId: string | undefined,
): Promise<TPlan> {
  if (typeof flowData !== 'string') return planRun(library, parseFlow(flowData), stopNodeId)
  let plans = plansByLibrary.get(library)
  if (!plans) plansByLibrary.set(library, (plans = new TextKeyedCache<TPlan>(256, 32 * 1024 * 1024)))
  const key = `${flowId}\u0000${stopNodeId ?? ''}`
  const cached = plans.get(key, flowData)
  if (cached) return cached
  const plan = await planRun(library, parseFlow(flowData), stopNodeId)
  plans.set(key, flowData, plan)
  return plan
}

/** Per stored flow, whether it is an Agentflow v2 flow (and then its hydrated flow), while its text is unchanged. */
const v2FlowsByLibrary = new WeakMap<TNodeLibrary, TextKeyedCache<{ readonly flow: TFlowData | undefined }>>()

function hydratedV2(library: TNodeLibrary, flowData: TFlowData | string): TFlowData | undefined {
  const parsed = typeof flowData === 'string' ? parseFlowData(flowData) : checkFlowData(flowData)
  if (!parsed.ok || !isAgentflowV2(library, parsed.value)) return undefined
  return hydrateFlow(parsed.value, library.getNodeDescriptor, { migrations: 'run' }).flow
}

/**
 * The hydrated flow when it is an Agentflow v2 flow (run by its own executor), else undefined. Asked on
 * every run, so a stored flow's answer is cached like its plan (parsing the text again each run would undo
 * the plan cache).
 */
export function agentflowV2Of(
  library: TNodeLibrary,
  flowId: string,
  flowData: TFlowData | string,
  stopNodeId: string | undefined,
): TFlowData | undefined {
  if (stopNodeId !== undefined) return undefined
  if (typeof flowData !== 'string') return hydratedV2(library, flowData)
  let v2Flows = v2FlowsByLibrary.get(library)
  if (!v2Flows) v2FlowsByLibrary.set(library, (v2Flows = new TextKeyedCache(256, 32 * 1024 * 1024)))
  const cached = v2Flows.get(flowId, flowData)
  if (cached) return cached.flow
  const flow = hydratedV2(library, flowData)
  v2Flows.set(flowId, flowData, { flow })
  return flow
}
