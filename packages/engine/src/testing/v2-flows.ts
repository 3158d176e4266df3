import { createNodeData, getCanvasNodeType, type TFlowData, type TFlowNode } from '@unikflow/graph'
import { getNodeDescriptor } from '@unikflow/nodes'

export type TV2NodeSpec = {
  readonly id: string
  readonly name: string
  readonly inputs?: Record<string, unknown>
  /** The Iteration this node sits in. */
  readonly parent?: string
}

/** `[source, target]`, or `[source, target, output index]` for a decision node's branch. */
export type TV2EdgeSpec = readonly [string, string] | readonly [string, string, number]

/** An Agentflow v2 flow in the shape Flowise stores (node types, handles), for tests. */
export function buildV2Flow(nodes: readonly TV2NodeSpec[], edges: readonly TV2EdgeSpec[]): TFlowData {
  const built: TFlowNode[] = nodes.map((spec, index) => {
    const descriptor = getNodeDescriptor(spec.name)
    if (!descriptor) throw new Error(`no node ${spec.name}`)
    const data = createNodeData(descriptor, spec.id)
    Object.assign(data.inputs, spec.inputs ?? {})
    return {
      id: spec.id,
      type: getCanvasNodeType(descriptor),
      position: { x: index * 250, y: 0 },
      data,
      ...(spec.parent ? { parentNode: spec.parent, extent: 'parent' } : {}),
    }
  })
  const nameOf = (id: string) => nodes.find((n) => n.id === id)?.name ?? id
  return {
    nodes: built,
    edges: edges.map(([source, target, index]) => {
      const sourceHandle = `${source}-output-${index ?? nameOf(source)}`
      return { id: `${sourceHandle}-${target}`, source, sourceHandle, target, targetHandle: target }
    }),
  }
}

/** The inline model choice of a v2 node: ChatOpenAI at the fake server's credential. */
export const fakeModel = (input: string) => ({
  [input]: 'chatOpenAI',
  [`${input}Config`]: { [input]: 'chatOpenAI', credential: 'cred-openai', modelName: 'gpt-4o-mini' },
})

/**
 * Start → Direct Reply answering `message` (which may hold `{{ … }}` references): a flow that runs without a
 * model. `start` sets the Start node's inputs (a schedule, a webhook …).
 */
export function startReplyFlow(message: string, start: Record<string, unknown> = {}): TFlowData {
  return buildV2Flow(
    [
      { id: 'startAgentflow_0', name: 'startAgentflow', inputs: start },
      { id: 'directReplyAgentflow_0', name: 'directReplyAgentflow', inputs: { directReplyMessage: message } },
    ],
    [['startAgentflow_0', 'directReplyAgentflow_0']],
  )
}

/**
 * Start → Agent on ChatOpenAI (`credential`, at the fake server in tests) with OpenAI's built-in `tools`
 * (`image_generation`, `code_interpreter` …). The Agent's id is `agentAgentflow_0`.
 */
export function builtInToolsAgentFlow(
  tools: readonly string[],
  credential = 'cred-openai',
  modelName = 'gpt-4o-mini',
): TFlowData {
  return buildV2Flow(
    [
      { id: 'startAgentflow_0', name: 'startAgentflow' },
      {
        id: 'agentAgentflow_0',
        name: 'agentAgentflow',
        inputs: {
          agentModel: 'chatOpenAI',
          agentModelConfig: { agentModel: 'chatOpenAI', credential, modelName },
          agentToolsBuiltInOpenAI: [...tools],
        },
      },
    ],
    [['startAgentflow_0', 'agentAgentflow_0']],
  )
}
