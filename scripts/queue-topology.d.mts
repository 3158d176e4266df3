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

/** glibc allocator settings every process gets unless its environment says otherwise (as in the Docker image). */
export const ALLOCATOR_ENV: { MALLOC_TRIM_THRESHOLD_: string }

export function startQueueTopology(options?: {
  apis?: number
  workers?: number
  from?: 'dist' | 'source'
  echo?: boolean
  firstPort?: number
  dataDir?: string
  /** Added to the environment of every process; an undefined value leaves that variable out. */
  env?: Record<string, string | undefined>
  /** Node options for every process, before the script (e.g. `--import` a bench's probe). */
  nodeArgs?: readonly string[]
}): Promise<Topology>
