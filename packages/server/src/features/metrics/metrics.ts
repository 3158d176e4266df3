import type { FastifyInstance } from 'fastify'
import type { Counter, Histogram, Registry } from 'prom-client'

/** What a run reports: its flow, how it ended, how long each node took and its model calls' tokens. */
export type RunMetrics = {
  flowId: string
  status: 'success' | 'error' | 'aborted'
  nodes: readonly { name: string; startMs: number; endMs: number }[]
  usage: readonly { inputTokens: number; outputTokens: number }[]
}

/** Only what the metrics read of a run's trace (queue mode sends it to the API server, without inputs and outputs). */
export function runMetricsOf(
  flowId: string,
  status: RunMetrics['status'],
  trace: { nodes: RunMetrics['nodes']; usage: RunMetrics['usage'] } | undefined,
): RunMetrics {
  return {
    flowId,
    status,
    nodes: (trace?.nodes ?? []).map((n) => ({ name: n.name, startMs: n.startMs, endMs: n.endMs })),
    usage: (trace?.usage ?? []).map((u) => ({ inputTokens: u.inputTokens, outputTokens: u.outputTokens })),
  }
}

export interface Metrics {
  readonly registry: Registry
  recordRun(run: RunMetrics): void
  /** Queue mode: how long a run waited for a worker. */
  observeQueueWait(seconds: number): void
  /** Queue mode: the run queue's job counts, read at each scrape. */
  watchRunQueue(counts: () => Promise<Record<RunQueueState, number>>): void
}

type RunQueueState = 'waiting' | 'active' | 'delayed'

/**
 * The Prometheus metrics of this process (prom-client, loaded only when METRICS_ENABLED): HTTP latency
 * per route, runs per flow and status, node durations per node type, tokens per flow (as the providers
 * report them), and the process's own metrics; in
 * queue mode also the queue's depth and wait, and the runs this server's clients had run on workers.
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
  const tokens: Counter<'flow_id' | 'kind'> = new prom.Counter({
    name: 'unikflow_tokens_total',
    help: "Tokens of the runs' model calls by flow, input (prompt) or output (completion)",
    labelNames: ['flow_id', 'kind'],
    registers: [registry],
  })
  const queueWait: Histogram = new prom.Histogram({
    name: 'unikflow_queue_wait_seconds',
    help: 'Queue mode: time a run waited on the queue until a worker took it',
    buckets: [0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120],
    registers: [registry],
  })
  let queueCounts: (() => Promise<Record<RunQueueState, number>>) | undefined
  new prom.Gauge<'state'>({
    name: 'unikflow_queue_runs',
    help: 'Queue mode: runs on the queue by state (waiting for a worker, running, delayed)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      if (!queueCounts) return
      for (const [state, count] of Object.entries(await queueCounts())) this.set({ state }, count)
    },
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
      const input = run.usage.reduce((total, u) => total + u.inputTokens, 0)
      const output = run.usage.reduce((total, u) => total + u.outputTokens, 0)
      if (input > 0) tokens.inc({ flow_id: run.flowId, kind: 'input' }, input)
      if (output > 0) tokens.inc({ flow_id: run.flowId, kind: 'output' }, output)
    },
    observeQueueWait: (seconds) => queueWait.observe(seconds),
    watchRunQueue(counts) {
      queueCounts = counts
    },
  }
}
