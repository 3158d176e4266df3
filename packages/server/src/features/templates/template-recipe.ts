import {
  addEdge,
  ConditionModes,
  updateConditionOutputs,
  createNode,
  findInput,
  getAllOutputHandles,
  isOptionsOutputAnchor,
  type TFlowData,
  type TFlowNode,
  type TNodeDescriptor,
  type TTemplateType,
} from '@unikflow/graph'

/** Canvas spacing of a recipe's grid: a card is about 300 px wide and up to 600 px tall. */
const COLUMN_WIDTH = 420
const ROW_HEIGHT = 640
/** Clear of the canvas' palette button in the top left corner. */
const ORIGIN = { x: 80, y: 40 }

export interface RecipeNode {
  /** The node type (descriptor name). */
  type: string
  /** Grid cell [column, row], left to right in the order data flows. */
  at: readonly [number, number]
  inputs?: Readonly<Record<string, unknown>>
  /** The option chosen on a node with several outputs, when no edge leaves it (an ending node). */
  output?: string
}

/**
 * A community template written as a recipe instead of a canvas export: nodes by key with the inputs that
 * differ from their defaults, and edges `['source', 'target.input']` (`'source:output'` picks one output
 * of a node that has several). The flow is built from the node catalogue as it is, so a template can never
 * drift from the nodes it uses; the test of the templates builds and runs every one.
 */
export interface TemplateRecipe {
  id: string
  name: string
  description: string
  badge?: string
  usecases: readonly string[]
  tags: readonly string[]
  type: TTemplateType
  framework: readonly string[]
  /** Why a run needs more than a chat-model credential (a service, a file, a store); absent when it does not. */
  requires?: string
  nodes: Readonly<Record<string, RecipeNode>>
  edges: readonly (readonly [string, string])[]
}

type Describe = (name: string) => TNodeDescriptor | undefined

function outputOf(node: TFlowNode, name: string | undefined): { node: TFlowNode; handle: string } {
  const handles = getAllOutputHandles(node.data)
  const handle = name === undefined ? handles[0] : handles.find((h) => h.name === name)
  if (!handle) throw new Error(`${node.id} has no output ${name ?? ''}`)
  if (name === undefined) return { node, handle: handle.id }
  // Choosing one option of an options anchor is part of the node's data, as on the canvas.
  const anchor = node.data.outputAnchors.find(
    (a) => isOptionsOutputAnchor(a) && a.options.some((o) => o.id === handle.id),
  )
  // A Condition's outcomes are all live at once (each its own handle): nothing to choose there.
  const choosable =
    anchor !== undefined && isOptionsOutputAnchor(anchor) && !anchor.options.every((o) => o.isAnchor)
  const outputs = anchor && choosable ? { ...node.data.outputs, [anchor.name]: name } : node.data.outputs
  return { node: { ...node, data: { ...node.data, outputs } }, handle: handle.id }
}

/** The recipe's flow, built with the catalogue's descriptors exactly as the canvas builds one. */
export function buildRecipeFlow(recipe: TemplateRecipe, describe: Describe): TFlowData {
  const byKey = new Map<string, string>()
  let flow: TFlowData = { nodes: [], edges: [], viewport: { x: 0, y: 0, zoom: 0.75 } }
  for (const [key, spec] of Object.entries(recipe.nodes)) {
    const descriptor = describe(spec.type)
    if (!descriptor) throw new Error(`template ${recipe.id}: no node type ${spec.type}`)
    const node = createNode(
      descriptor,
      { x: ORIGIN.x + spec.at[0] * COLUMN_WIDTH, y: ORIGIN.y + spec.at[1] * ROW_HEIGHT },
      flow.nodes,
    )
    // An input is a field of the node, or a tab of one (a Condition's table or code).
    const tabs = new Set(node.data.inputParams.flatMap((p) => (p.tabs ?? []).map((tab) => tab.name)))
    for (const name of Object.keys(spec.inputs ?? {}))
      if (!findInput(node.data, { name }) && !tabs.has(name))
        throw new Error(`template ${recipe.id}: ${spec.type} has no input ${name}`)
    node.data.inputs = { ...node.data.inputs, ...spec.inputs }
    byKey.set(key, node.id)
    flow = {
      ...flow,
      nodes: [...flow.nodes, spec.output === undefined ? node : outputOf(node, spec.output).node],
    }
    // A Condition's outcomes come from its rows, as when they are saved on the canvas.
    const rows = spec.inputs?.conditionUI
    if (rows !== undefined) {
      const updated = updateConditionOutputs(flow, node.id, rows, ConditionModes.Table)
      if (!updated.ok) throw new Error(`template ${recipe.id}: ${updated.error[0]?.message ?? ''}`)
      flow = updated.value.flow
    }
  }
  const nodeOf = (key: string) => {
    const found = flow.nodes.find((n) => n.id === byKey.get(key))
    if (!found) throw new Error(`template ${recipe.id}: no node ${key}`)
    return found
  }
  for (const [from, to] of recipe.edges) {
    const [sourceKey = '', outputName] = from.split(':')
    const [targetKey = '', inputName = ''] = to.split('.')
    const source = outputOf(nodeOf(sourceKey), outputName)
    flow = { ...flow, nodes: flow.nodes.map((n) => (n.id === source.node.id ? source.node : n)) }
    const target = nodeOf(targetKey)
    const targetHandle = findInput(target.data, { name: inputName })?.id
    if (!targetHandle) throw new Error(`template ${recipe.id}: ${target.id} has no input ${inputName}`)
    const added = addEdge(flow, {
      source: source.node.id,
      sourceHandle: source.handle,
      target: target.id,
      targetHandle,
    })
    if (!added.ok) throw new Error(`template ${recipe.id}: ${from} → ${to}: ${added.error.message}`)
    flow = added.value.flow
  }
  return flow
}
