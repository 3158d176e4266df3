import type { FastifyBaseLogger } from 'fastify'
import { ErrorCodes, parseFlowData, type TFlowData, type TUpsertCounts } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { AppError, ValidationError } from '../../errors/app-error'
import { loadNodeLibrary } from '../nodes/load-node-library'
import { createEngineServices } from '../prediction/engine-services'
import { loadEngine } from '../prediction/load-engine'
import { loadPredictionFlow } from '../prediction/prediction-flow'
import { runFailureError } from '../prediction/run-failure-error'
import { documentStoreAccess } from '../document-stores/store-access'
import { noMemory } from '../document-stores/store-embeddings'
import { getStore } from '../document-stores/document-stores.service'
import { upsertStore } from '../document-stores/vector-store.service'

type Deps = Pick<AppDeps, 'db' | 'keyring' | 'config' | 'vectorIndex'>

/** Vector store nodes of a flow that have documents connected (the ones an upsert writes). */
export async function upsertableNodeIds(flow: TFlowData): Promise<string[]> {
  const { getNodeDescriptor } = await loadNodeLibrary()
  return flow.nodes
    .filter((n) => getNodeDescriptor(n.data.name)?.category === 'Vector Stores')
    .filter((n) => flow.edges.some((e) => e.target === n.id && e.targetHandle.includes('-input-document-')))
    .map((n) => n.id)
}

/** Document stores a flow's Document Store (Vector) nodes search: an upsert embeds their chunks. */
export function selectedDocumentStores(flow: TFlowData): string[] {
  const ids = flow.nodes
    .filter((n) => n.data.name === 'documentStoreVS')
    .map((n) => n.data.inputs.selectedStore)
    .filter((id): id is string => typeof id === 'string' && id.trim() !== '')
  return [...new Set(ids)]
}

const NO_COUNTS: TUpsertCounts = { numAdded: 0, numUpdated: 0, numSkipped: 0, numDeleted: 0 }
const COUNT_KEYS = ['numAdded', 'numUpdated', 'numSkipped', 'numDeleted'] as const

function addCounts(total: TUpsertCounts, counts: TUpsertCounts): void {
  for (const key of COUNT_KEYS) total[key] += counts[key]
}

/**
 * Flowise's `POST /vector/upsert/{flowId}`: runs the flow up to each vector store node that has
 * documents connected (its loaders, splitters and embeddings run as in a prediction, with the same
 * outbound guard and credentials) and adds up the counts each node reports; then embeds the document
 * stores its Document Store (Vector) nodes search.
 */
export async function upsertFlowVectors(
  deps: Deps,
  input: { unikId: string; flowId: string; log: FastifyBaseLogger },
): Promise<TUpsertCounts> {
  const flow = await loadPredictionFlow(deps.db, input)
  const parsed = parseFlowData(flow.flowData)
  if (!parsed.ok) throw new AppError(422, ErrorCodes.FlowInvalid, 'The flow cannot be read')
  const targets = await upsertableNodeIds(parsed.value)
  const stores = selectedDocumentStores(parsed.value)
  if (targets.length === 0 && stores.length === 0)
    throw new ValidationError('This flow has no vector store node with documents connected to upsert')
  const [{ runFlow, RunFailure }, { readUpserted }] = await Promise.all([loadEngine(), loadNodeLibrary()])
  const total: TUpsertCounts = { ...NO_COUNTS }
  for (const stopNodeId of targets) {
    try {
      const result = await runFlow({
        flowData: flow.flowData,
        question: '',
        chatId: `upsert-${flow.id}`,
        flowId: flow.id,
        stopNodeId,
        upsert: true,
        services: createEngineServices(deps, {
          unikId: input.unikId,
          memoryStore: noMemory,
          log: input.log,
          documentStores: documentStoreAccess(deps, { unikId: input.unikId, log: input.log }),
        }),
      })
      const counts = readUpserted(result.instance)
      if (counts) addCounts(total, counts)
    } catch (e) {
      if (e instanceof RunFailure) throw runFailureError(e)
      throw e
    }
  }
  for (const storeId of stores) {
    const scope = { unikId: input.unikId, log: input.log }
    const { recordManagerConfig } = await getStore(deps.db, input.unikId, storeId)
    const counts = await upsertStore(deps, scope, storeId)
    // Without a record manager every vector of the store is written again; like Flowise, the flow's
    // upsert then counts the chunks written only (the store's own history keeps what was replaced).
    addCounts(total, recordManagerConfig ? counts : { ...NO_COUNTS, numAdded: counts.numAdded })
  }
  return total
}
