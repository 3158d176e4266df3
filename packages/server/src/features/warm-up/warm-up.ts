import type { FastifyBaseLogger } from 'fastify'
import { parseFlowDataOrEmpty } from '@unikflow/graph'
import type { Database } from '../../db/database'
import { loadNodeLibrary } from '../nodes/load-node-library'
import { loadEngine } from '../prediction/load-engine'

/** The most recently saved flows are the ones likely to be asked first. */
const FLOWS_READ = 200

/** Distinct node names of the most recently saved flows. */
export async function nodeNamesOfRecentFlows(database: Database): Promise<Set<string>> {
  const rows = await database.db
    .selectFrom('chat_flows')
    .select('flow_data')
    .orderBy('updated_at', 'desc')
    .limit(FLOWS_READ)
    .execute()
  const names = new Set<string>()
  for (const row of rows)
    for (const node of parseFlowDataOrEmpty(row.flow_data).nodes) names.add(node.data.name)
  return names
}

/**
 * Loads, after the server is ready, what the first prediction of a stored flow would otherwise load on
 * demand (the engine, node runtimes, LangChain, the HTTP client of model calls; not the token ranks, which
 * load at the first count): readiness is not delayed, and the first answer after a start is as fast as the
 * next ones. Failures are logged, never thrown: warming is an optimisation. The node library and the engine are imported here too, not at start
 * (lazy-load rule).
 */
export async function warmUpStoredFlows(database: Database, log: FastifyBaseLogger): Promise<void> {
  const started = performance.now()
  try {
    const names = await nodeNamesOfRecentFlows(database)
    // No stored flow, nothing to be asked soon: a fresh install stays as small as it started.
    if (names.size === 0) return
    const { warmNodeRuntimes } = await loadNodeLibrary()
    const [warmed] = await Promise.all([
      warmNodeRuntimes(names),
      loadEngine().then((engine) => engine.loadModelHttp()),
    ])
    log.debug({ warmed, ms: Math.round(performance.now() - started) }, 'node runtimes warmed')
  } catch (error) {
    log.warn({ err: error }, 'warming node runtimes failed; they load on first use')
  }
}
