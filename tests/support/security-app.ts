// The server as an attacker meets it: an app on a fresh SQLite database with the operator's environment,
// a signed-up editor with a unik, and flows run through the real prediction API.
import {
  createNodeData,
  findInput,
  getAllOutputHandles,
  type TChatflow,
  type TFlowData,
  type TFlowEdge,
} from '@unikflow/graph'
import { buildFlow, type TNodeSpec } from '@unikflow/engine'
import { getNodeDescriptor } from '@unikflow/nodes'
import { createUnik, signUp, type Session } from '../../packages/server/src/test/api-client'
import { buildTestApp, type TestApp } from '../../packages/server/src/test/build-test-app'
import { predict, runsClient } from '../../packages/server/src/test/prediction-setup'

export type SecuredApp = TestApp & {
  editor: Session
  unikId: string
  /** Stores a credential of the unik and answers its id. */
  credential(credentialName: string, fields: Record<string, string>): Promise<string>
  /** Saves a flow of these nodes (wired by their `{{id.data.instance}}` inputs) in the unik. */
  flow(specs: readonly TNodeSpec[]): Promise<TChatflow>
  /** Asks the flow a question as its editor (the canvas chat's route). */
  ask(flow: TChatflow, question: string): ReturnType<typeof predict>
}

export async function startSecuredApp(env: Record<string, string>): Promise<SecuredApp> {
  const test = await buildTestApp('sqlite', { env })
  const editor = await signUp(test.app, 'editor@example.com')
  const unik = await createUnik(test.app, editor, 'Attacks')
  const runs = runsClient(test.app, unik.id)
  let flows = 0
  return {
    ...test,
    editor,
    unikId: unik.id,
    credential: (credentialName, fields) => runs.credential(editor, credentialName, fields),
    flow: (specs) => runs.flow(editor, `flow ${++flows}`, JSON.stringify(canvasFlow(specs))),
    ask: (flow, question) => predict(test.app, flow.id, { question }, { internal: editor }),
  }
}

/** The flow as the canvas saves it: every node built from its descriptor, edges on real handles. */
export function canvasFlow(specs: readonly TNodeSpec[]): TFlowData {
  const built = buildFlow(specs)
  const nodes = built.nodes.map((node) => {
    const descriptor = getNodeDescriptor(node.data.name)
    if (!descriptor) throw new Error(`node type ${node.data.name} is not in the catalogue`)
    const data = createNodeData(descriptor, node.id)
    const { credential } = node.data
    return {
      ...node,
      data: {
        ...data,
        inputs: { ...data.inputs, ...node.data.inputs },
        ...(credential ? { credential } : {}),
      },
    }
  })
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const edges = built.edges.map((edge): TFlowEdge => {
    const source = byId.get(edge.source)
    const target = byId.get(edge.target)
    const input = edge.id.slice(`${edge.source}-${edge.target}-`.length)
    const sourceHandle = source ? getAllOutputHandles(source.data)[0]?.id : undefined
    const targetHandle = target ? findInput(target.data, { name: input })?.id : undefined
    if (!sourceHandle || !targetHandle) throw new Error(`cannot wire ${edge.id}`)
    return { ...edge, sourceHandle, targetHandle }
  })
  return { nodes, edges }
}
