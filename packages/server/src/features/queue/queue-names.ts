/**
 * Names of everything queue mode keeps in Redis, all under QUEUE_NAME so that several installations
 * can share one Redis. BullMQ's queue names may not contain ':'; our own keys and channels use it.
 */
export function queueNames(name: string) {
  return {
    /** BullMQ queue of prediction runs (API servers add, workers take). */
    runs: `${name}-runs`,
    /** BullMQ queue of scheduled-publication passes. */
    publications: `${name}-publications`,
    /** Channel a run's events and its outcome are published on (the API server holding the client listens). */
    runChannel: (runId: string) => `${name}:run:${runId}`,
    runChannelPrefix: `${name}:run:`,
    /** Channel every worker listens on for runs to stop (message: the run's id). */
    abortChannel: `${name}:abort`,
    /** Set when a run is stopped, for a worker that takes the run just after the abort was published. */
    abortKey: (runId: string) => `${name}:aborted:${runId}`,
    /** Set when a run has streamed something: a retry after a worker died would repeat it, so it fails instead. */
    streamedKey: (runId: string) => `${name}:streamed:${runId}`,
    /** A live worker process's heartbeat, renewed every second with a short TTL (`worker-heartbeat.ts`). */
    workerHeartbeat: (workerId: string) => `${name}:worker:${workerId}`,
    presence: (flowKey: string) => `${name}:presence:${flowKey}`,
    rateLimit: (key: string) => `${name}:rate:${key}`,
    /** Claimed by the one API server that runs a flow's scheduled start of that minute. */
    scheduleFire: (flowId: string, minute: string) => `${name}:schedule:${flowId}:${minute}`,
  }
}

export type QueueNames = ReturnType<typeof queueNames>
