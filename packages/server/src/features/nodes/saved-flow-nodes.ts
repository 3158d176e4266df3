import type { Kysely } from 'kysely'
import { parseFlowDataOrEmpty, type TNodeLoadMethodBody } from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { NotFoundError } from '../../errors/app-error'
import { findChatflow } from '../chatflows/chatflows.repository'

/** Loaders that read the nodes of the flow being edited (Agentflow v2's state keys from Start). */
const FLOW_READING_LOAD_METHODS: ReadonlySet<string> = new Set(['listRuntimeStateKeys'])

/**
 * The request with the flow's nodes for a loader that reads them: the nodes the canvas sent (unsaved
 * edits) win; otherwise those of the saved flow `flowId` of this unik (the route's policy vouched for
 * membership; another unik's flow is not found). Other loaders get the body as it came.
 */
export async function withSavedFlowNodes(
  db: Kysely<DB>,
  unikId: string,
  body: TNodeLoadMethodBody,
): Promise<TNodeLoadMethodBody> {
  if (body.flowNodes || body.flowId === undefined || !FLOW_READING_LOAD_METHODS.has(body.loadMethod))
    return body
  const flow = await findChatflow(db, unikId, body.flowId)
  if (!flow) throw new NotFoundError('Chatflow not found')
  const { nodes } = parseFlowDataOrEmpty(flow.flowData)
  return { ...body, flowNodes: nodes.map((node) => ({ name: node.data.name, inputs: node.data.inputs })) }
}
