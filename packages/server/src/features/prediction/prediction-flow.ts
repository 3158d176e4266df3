import type { Kysely } from 'kysely'
import { TextKeyedCache, type TFlowApiConfig, type TReleaseSelector } from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { preparedQuery } from '../../db/prepared-query'
import { NotFoundError } from '../../errors/app-error'
import { parseFlowSettings, settingsColumns, type FlowSettings } from '../flow-config/flow-settings'
import { endingNodesStream, streamsWith } from '../flow-config/streaming'
import { resolveFromState } from '../flow-releases/resolve-flow-version'

export interface PredictionFlow {
  id: string
  unikId: string
  /** JSON text, as stored (the engine parses and checks it): the draft's or the release's graph. */
  flowData: string
  /** The release the graph is (null: the draft, or a flow that does not release explicitly). */
  release: number | null
  name: string
  apiConfig: TFlowApiConfig
  /** The configuration tabs (rate limit, uploads, speech to text, follow-ups, analysis, post processing). */
  settings: FlowSettings
  /** Label of the flow's memory node (Flowise answers with it as `memoryType`). */
  memoryType: string | undefined
  /** Whether the flow can stream its answer (`chatflows-streaming`); one that cannot answers JSON. */
  isStreaming: boolean
}

function findMemoryType(flowData: unknown): string | undefined {
  if (!flowData || typeof flowData !== 'object' || !('nodes' in flowData) || !Array.isArray(flowData.nodes))
    return undefined
  const nodes: unknown[] = flowData.nodes
  for (const node of nodes) {
    if (!node || typeof node !== 'object' || !('data' in node)) continue
    const data: unknown = node.data
    if (data && typeof data === 'object' && 'category' in data && data.category === 'Memory')
      return 'label' in data && typeof data.label === 'string' ? data.label : undefined
  }
  return undefined
}

interface FlowFacts {
  /** The memory node's label. */
  label: string | undefined
  /** Whether every ending node streams. */
  endingStreams: boolean
}

/** What a run reads of each flow's graph, for as long as its flowData text stays the same (no parse per run). */
const flowFacts = new TextKeyedCache<FlowFacts>(1024, 32 * 1024 * 1024)

function factsOf(flowId: string, flowData: string): FlowFacts {
  const cached = flowFacts.get(flowId, flowData)
  if (cached) return cached
  const facts = { label: findMemoryType(JSON.parse(flowData)), endingStreams: endingNodesStream(flowData) }
  flowFacts.set(flowId, flowData, facts)
  return facts
}

const selectPredictionFlow = preparedQuery(
  (db, target: { unikId: string; flowId: string }) =>
    db
      .selectFrom('chat_flows')
      .select([
        'id',
        'unik_id',
        'name',
        'type',
        'flow_data',
        'release_explicitly',
        'live_release',
        ...settingsColumns,
      ])
      .where('unik_id', '=', target.unikId)
      .where('id', '=', target.flowId),
  { cachedWhileUnchanged: ['chat_flows'] },
)

/**
 * The flow a run uses: its settings, and the graph of `selector` — the live release for callers outside
 * the canvas (every save when the flow does not release explicitly), the draft for the canvas chat, or a
 * release a request pins (a NotFoundError when there is no such release).
 */
export async function loadPredictionFlow(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
  selector: TReleaseSelector,
): Promise<PredictionFlow> {
  // Only the two ids: a caller's target may carry more (a logger), which the prepared query has no place for.
  const ids = { unikId: target.unikId, flowId: target.flowId }
  const [row] = await selectPredictionFlow(db, ids)
  if (!row) throw new NotFoundError('Chatflow not found')
  const settings = parseFlowSettings(row)
  const graph = await resolveFromState(db, ids, row, selector)
  // Keyed per graph: a flow's draft and live release differ, and both run.
  const facts = factsOf(`${row.id}@${graph.release ?? 'draft'}`, graph.flowData)
  return {
    id: row.id,
    unikId: row.unik_id,
    name: row.name,
    flowData: graph.flowData,
    release: graph.release,
    apiConfig: settings.api,
    settings,
    memoryType: facts.label,
    isStreaming: streamsWith(settings, row.type, facts.endingStreams),
  }
}

/**
 * What `overrideConfig` may touch: nothing unless the flow's apiConfig switches overrides on. The rest is
 * dropped from the run (as Flowise does), or refused when the flow says so.
 */
export function allowedOverridesOf(config: TFlowApiConfig): {
  allowedOverrides: Record<string, string[]>
  allowedVars: string[]
  refuseOverridesNotAllowed: boolean
} {
  const override = config.overrideConfig
  const refuseOverridesNotAllowed = override?.refuseNotEnabled === true
  if (!override?.status) return { allowedOverrides: {}, allowedVars: [], refuseOverridesNotAllowed }
  return { allowedOverrides: override.nodes, allowedVars: override.variables, refuseOverridesNotAllowed }
}
