import { pino } from 'pino'
import { checkQueueSetup, type AppConfig } from '../config'
import { createDatabase } from '../db/database'
import { migrateToLatest } from '../db/migrate'
import { lazyVectorIndex } from '../features/document-stores/vectors/vector-index'
import { loadEngine } from '../features/prediction/load-engine'
import { startRunWorker } from '../features/queue/run-worker'
import { RedisConnections } from '../features/queue/redis-connections'
import { Keyring } from '../features/secrets/keyring'
import { warmUpStoredFlows } from '../features/warm-up/warm-up'
import { loggerOptions } from '../plugins/logger'
import { limitHeapGrowth, releaseMemoryWhenIdle } from './heap-memory'
import { storedSoFar } from '../db/group-commit'

/**
 * `unikflow worker`: takes prediction runs off the queue that MODE=queue API servers fill, and runs them
 * with the same engine services as the in-process path. It serves no HTTP. SIGINT/SIGTERM let the runs
 * in progress finish, then it exits.
 */
export async function workerCommand(config: AppConfig, concurrency: number | undefined): Promise<void> {
  checkQueueSetup(config, 'unikflow worker')
  limitHeapGrowth(config.heapGrowthPercent)
  const database = await createDatabase(config)
  await migrateToLatest(database)
  const log = pino(loggerOptions(config.logLevel))
  const queue = { ...config.queue, ...(concurrency ? { concurrency } : {}) }
  const connections = new RedisConnections(config.redisUrl ?? '')
  const deps = {
    db: database.db,
    config,
    keyring: Keyring.fromSecretKeys(config.secretKeys),
    metrics: undefined,
    vectorIndex: lazyVectorIndex(database.driver),
  }
  // Loading the engine and the runtimes of stored flows blocks the event loop in bursts; done before the
  // first run is taken, it cannot delay the renewal of a run's lock (which would look like a dead worker).
  await loadEngine()
  if (config.warmUp) await warmUpStoredFlows(database, log)
  const worker = await startRunWorker(deps, queue, connections, log)
  const shutdown = async (signal: string) => {
    log.info({ signal }, 'worker shutting down')
    await worker.close()
    await connections.close()
    // Traces and counters of the runs it answered are still to be stored before the database closes.
    await storedSoFar(database.db)
    await database.destroy()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  if (config.memoryReleaseIdleMs > 0) releaseMemoryWhenIdle(config.memoryReleaseIdleMs)
  console.log(`Unikflow worker is running (queue ${config.queue.name}, ${queue.concurrency} at a time)`)
}
