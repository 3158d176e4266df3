import type { FastifyInstance } from 'fastify'
import type { Counter, Histogram, Registry } from 'prom-client'

/** What a run reports: its flow, how it ended, and how long each node took. */
export type RunMetrics = {
  flowId: string
  status: 'success' | 'error' | 'aborted'
  nodes: readonly { name: string; startMs: number; endMs: number }[]
}

export interface Metrics {
  readonly registry: Registry
  recordRun(run: RunMetrics): void
}

/**
 * The Prometheus metrics of this process (prom-client, loaded only when METRICS_ENABLED): HTTP latency
 * per route, runs per flow and status, node durations per node type, and the process's own metrics.
 */
export async function createMetrics(app: FastifyInstance): Promise<Metrics> {
  const prom = await import('prom-client')
  const registry = new prom.Registry()
  prom.collectDefaultMetrics({ register: registry, prefix: 'unikflow_' })
  const http: Histogram<'method' | 'route' | 'status_code'> = new prom.Histogram({
    name: 'unikflow_http_request_duration_seconds',
    help: 'HTTP request latency by route (the route pattern, never the raw URL)',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  })
  const runs: Counter<'flow_id' | 'status'> = new prom.Counter({
    name: 'unikflow_runs_total',
    help: 'Flow runs by flow and outcome',
    labelNames: ['flow_id', 'status'],
    registers: [registry],
  })
  const nodes: Histogram<'node_type'> = new prom.Histogram({
    name: 'unikflow_node_duration_seconds',
    help: 'Time each node took in a run, by node type',
    labelNames: ['node_type'],
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120],
    registers: [registry],
  })
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched'
    http.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    )
  })
  return {
    registry,
    recordRun(run) {
      runs.inc({ flow_id: run.flowId, status: run.status })
      for (const node of run.nodes)
        nodes.observe({ node_type: node.name }, Math.max(0, node.endMs - node.startMs) / 1000)
    },
  }
}
