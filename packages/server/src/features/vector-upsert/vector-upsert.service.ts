import type { FastifyBaseLogger } from 'fastify'
import {
  ErrorCodes,
  findUpsertableNodes,
  parseFlowData,
  type TReleaseSelector,
  type TUpsertCounts,
} from '@unikflow/graph'
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
import { unsealFlowSecrets } from '../flow-secrets/flow-secrets'

type Deps = Pick<AppDeps, 'db' | 'keyring' | 'config' | 'vectorIndex'>

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
  input: {
    unikId: string
    flowId: string
    log: FastifyBaseLogger
    selector: TReleaseSelector
    /** Files sent with the request, read by the flow's loaders (Flowise's RAG file upload). */
    uploads?: readonly { name: string; mime: string; data: string; type: 'file' }[]
    /** The chat the files came from: stores with File Upload on keep them for it (Flowise's `chatId`). */
    chatId?: string
  },
): Promise<TUpsertCounts> {
  const flow = await loadPredictionFlow(deps.db, input, input.selector)
  const parsed = parseFlowData(flow.flowData)
  if (!parsed.ok) throw new AppError(422, ErrorCodes.FlowInvalid, 'The flow cannot be read')
  const [{ runFlow, RunFailure }, { readUpserted, getNodeDescriptor }] = await Promise.all([
    loadEngine(),
    loadNodeLibrary(),
  ])
  const { vectorStoreNodeIds: targets, documentStoreIds: stores } = findUpsertableNodes(
    parsed.value,
    getNodeDescriptor,
  )
  if (targets.length === 0 && stores.length === 0)
    throw new ValidationError('This flow has no vector store node with documents connected to upsert')
  const total: TUpsertCounts = { ...NO_COUNTS }
  for (const stopNodeId of targets) {
    try {
      const result = await runFlow({
        flowData: unsealFlowSecrets(deps.keyring, { unikId: input.unikId, flowData: flow.flowData }),
        question: '',
        chatId: input.chatId ?? `upsert-${flow.id}`,
        flowId: flow.id,
        stopNodeId,
        upsert: true,
        uploads: input.uploads ?? [],
        services: await createEngineServices(deps, {
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
