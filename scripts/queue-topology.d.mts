// Types of queue-topology.mjs for the TypeScript tests that start it.
export interface TopologyProcess {
  label: string
  pid: number | undefined
  output(): string
  exited: Promise<unknown>
  stop(): Promise<void>
  crash(): Promise<void>
}

export interface Topology {
  apis: (TopologyProcess & { url: string })[]
  workers: TopologyProcess[]
  dataDir: string
  env: Record<string, string | undefined>
  startWorker(): Promise<TopologyProcess>
  stop(): Promise<void>
}

export function startQueueTopology(options?: {
  apis?: number
  workers?: number
  from?: 'dist' | 'source'
  echo?: boolean
  firstPort?: number
  dataDir?: string
  env?: Record<string, string>
  /** Node options for every process, before the script (e.g. `--import` a bench's probe). */
  nodeArgs?: readonly string[]
}): Promise<Topology>
