import type { TNodeDescriptor, TNodeLoadMethodBody, TNodeOption } from '@unikflow/graph'
import { NotFoundError } from '../../errors/app-error'
import {
  chosenSavedToolId,
  componentToolArgs,
  runtimeStateKeys,
  toolSchemaArgs,
} from './agentflow-flow-options'
import { agentflowChoices, isAgentflowV2Node } from './agentflow-options'
import { modelListsByNode } from './model-lists'

/** The unik a canvas asks for (unik-scoped route only): its saved tools, document stores and flows. */
export interface UnikOptionSource {
  tools(): Promise<readonly TNodeOption[]>
  stores(): Promise<readonly TNodeOption[]>
  /** Chatflows and agentflows (Execute Flow runs one of them). */
  flows(): Promise<readonly TNodeOption[]>
  /** The schema (JSON text) of a saved tool of the unik, `undefined` when it has none by that id. */
  toolSchema(id: string): Promise<string | undefined>
}

export interface LoadMethodInput {
  nodeName: string
  inputs: Record<string, unknown>
  credential: string | undefined
  unik: UnikOptionSource | undefined
  flowNodes: TNodeLoadMethodBody['flowNodes']
}

/** Answers a node's `asyncOptions` input; `undefined` means "this loader has nothing for that node". */
export type LoadMethod = (input: LoadMethodInput) => Promise<readonly TNodeOption[] | undefined>

/**
 * The server side of the names nodes declare in `loadMethods`. Descriptors declare loaders by name
 * only (they are plain data), so the implementations live here, keyed by that name.
 */
export const loadMethods: ReadonlyMap<string, LoadMethod> = new Map<string, LoadMethod>([
  [
    'listModels',
    async ({ nodeName }) =>
      isAgentflowV2Node(nodeName) ? agentflowChoices.models() : modelListsByNode[nodeName],
  ],
  // Unik data: listed only when the canvas asks through the unik-scoped route (a member of that unik).
  ['listStores', async ({ unik }) => (unik ? unik.stores() : [])],
  [
    'listTools',
    async ({ nodeName, unik }) =>
      isAgentflowV2Node(nodeName) ? agentflowChoices.tools() : unik ? unik.tools() : [],
  ],
  // Agentflow v2: node kinds of the catalogue. Earlier nodes come from the flow being edited, so the
  // canvas lists them itself; state keys are those Start declares in the flow nodes the canvas sends;
  // tool arguments are those of the chosen catalogue tool, or the schema of a saved custom tool (an
  // empty answer lets the user type them).
  ['listVectorStores', async () => agentflowChoices.vectorStores()],
  ['listEmbeddings', async () => agentflowChoices.embeddings()],
  ['listPreviousNodes', async () => []],
  ['listRuntimeStateKeys', async ({ flowNodes }) => runtimeStateKeys(flowNodes)],
  [
    'listToolInputArgs',
    async ({ inputs, unik }) => {
      const component = componentToolArgs(inputs)
      if (component) return component
      const id = chosenSavedToolId(inputs)
      const schema = id && unik ? await unik.toolSchema(id) : undefined
      return schema ? toolSchemaArgs(schema) : []
    },
  ],
  ['listFlows', async ({ unik }) => (unik ? unik.flows() : [])],
])

export async function runLoadMethod(
  descriptor: TNodeDescriptor,
  body: TNodeLoadMethodBody,
  unik?: UnikOptionSource,
): Promise<TNodeOption[]> {
  const { loadMethod } = body
  const loader = descriptor.loadMethods?.includes(loadMethod) ? loadMethods.get(loadMethod) : undefined
  const options = await loader?.({
    nodeName: descriptor.name,
    inputs: body.inputs ?? {},
    credential: body.credential,
    unik,
    flowNodes: body.flowNodes,
  })
  if (!options) throw new NotFoundError(`Node "${descriptor.name}" has no load method "${loadMethod}"`)
  return [...options]
}
