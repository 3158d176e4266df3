import type { Kysely } from 'kysely'
import { TextKeyedCache, type TFlowApiConfig } from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { preparedQuery } from '../../db/prepared-query'
import { NotFoundError } from '../../errors/app-error'
import { parseFlowSettings, settingsColumns, type FlowSettings } from '../flow-config/flow-settings'

export interface PredictionFlow {
  id: string
  unikId: string
  /** JSON text, as stored (the engine parses and checks it). */
  flowData: string
  name: string
  apiConfig: TFlowApiConfig
  /** The configuration tabs (rate limit, uploads, speech to text, follow-ups, analysis, post processing). */
  settings: FlowSettings
  /** Label of the flow's memory node (Flowise answers with it as `memoryType`). */
  memoryType: string | undefined
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

/** The memory label of each flow by id, for as long as its flowData text stays the same (no parse per run). */
const memoryTypes = new TextKeyedCache<{ label: string | undefined }>(1024, 32 * 1024 * 1024)

function memoryTypeOf(flowId: string, flowData: string): string | undefined {
  const cached = memoryTypes.get(flowId, flowData)
  if (cached) return cached.label
  const label = findMemoryType(JSON.parse(flowData))
  memoryTypes.set(flowId, flowData, { label })
  return label
}

const selectPredictionFlow = preparedQuery(
  (db, target: { unikId: string; flowId: string }) =>
    db
      .selectFrom('chat_flows')
      .select(['id', 'unik_id', 'name', 'flow_data', ...settingsColumns])
      .where('unik_id', '=', target.unikId)
      .where('id', '=', target.flowId),
  { cachedWhileUnchanged: ['chat_flows'] },
)

export async function loadPredictionFlow(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
): Promise<PredictionFlow> {
  // Only the two ids: a caller's target may carry more (a logger), which the prepared query has no place for.
  const [row] = await selectPredictionFlow(db, { unikId: target.unikId, flowId: target.flowId })
  if (!row) throw new NotFoundError('Chatflow not found')
  const settings = parseFlowSettings(row)
  return {
    id: row.id,
    unikId: row.unik_id,
    name: row.name,
    flowData: row.flow_data,
    apiConfig: settings.api,
    settings,
    memoryType: memoryTypeOf(row.id, row.flow_data),
  }
}

/** What `overrideConfig` may touch: nothing unless the flow's apiConfig switches overrides on. */
export function allowedOverridesOf(config: TFlowApiConfig): {
  allowedOverrides: Record<string, string[]>
  allowedVars: string[]
} {
  const override = config.overrideConfig
  if (!override?.status) return { allowedOverrides: {}, allowedVars: [] }
  return { allowedOverrides: override.nodes, allowedVars: override.variables }
}
