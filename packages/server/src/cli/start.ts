import { buildApp } from '../app'
import type { AppConfig } from '../config'
import { createDatabase } from '../db/database'
import { migrateToLatest } from '../db/migrate'
import { warmUpStoredFlows } from '../features/warm-up/warm-up'
import { AcceptHandles } from './accept-handles'
import { limitHeapGrowth, releaseMemoryWhenIdle } from './heap-memory'

/** `unikflow start`: migrate, listen, and close cleanly on SIGINT/SIGTERM. */
export async function startCommand(config: AppConfig): Promise<void> {
  limitHeapGrowth(config.heapGrowthPercent)
  const database = await createDatabase({ ...config, checkpointInBackground: true })
  await migrateToLatest(database)
  const app = await buildApp({ config, database })
  const acceptHandles = new AcceptHandles(app.server)
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down')
    // Before the server's own handle closes, so that no new connection is let in while it drains.
    acceptHandles.close()
    await app.close()
    await database.destroy()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  await app.listen({ port: config.port, host: config.host })
  await acceptHandles
    .add(config.acceptHandles)
    .catch((error: unknown) => app.log.warn({ err: error }, 'listening with one accept handle only'))
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  console.log(`Unikflow is running at http://localhost:${port}`)
  // In queue mode the workers run the flows (they warm up themselves); an API server has nothing to warm.
  if (config.warmUp && config.mode === 'main') setImmediate(() => void warmUpStoredFlows(database, app.log))
  if (config.memoryReleaseIdleMs > 0) releaseMemoryWhenIdle(config.memoryReleaseIdleMs)
}
