import type { Queue } from 'bullmq'
import type { Redis } from 'ioredis'
import pg from 'pg'
import type { FakeOpenAI } from '@unikflow/testkit'
import type { Topology } from '../../../../scripts/queue-topology.mjs'

/** Queue-mode tests need both services; `missing` names what is not set (the suite is skipped then). */
export const pgUrl = process.env.TEST_DATABASE_URL
export const redisUrl = process.env.TEST_REDIS_URL
export const missing = [!pgUrl && 'TEST_DATABASE_URL', !redisUrl && 'TEST_REDIS_URL']
  .filter(Boolean)
  .join(' and ')

/** One statement on the test server's admin connection (create or drop a suite's own database). */
export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** The test server's URL pointing at the suite's own database. */
export function databaseUrlOf(database: string): string {
  const url = new URL(pgUrl ?? '')
  url.pathname = `/${database}`
  return url.toString()
}

/** Stops what a queue-mode suite started (each part may be missing when its setup failed). */
export async function tearDownQueueSuite(parts: {
  topology: Topology | undefined
  runs: Queue | undefined
  redis: Redis | undefined
  queueName: string
  fake: FakeOpenAI | undefined
  database: string
}): Promise<void> {
  await parts.topology?.stop()
  await parts.runs?.obliterate({ force: true }).catch(() => undefined)
  await parts.runs?.close()
  if (parts.redis) {
    const keys = await parts.redis.keys(`*${parts.queueName}*`)
    if (keys.length > 0) await parts.redis.del(...keys)
    parts.redis.disconnect()
  }
  await parts.fake?.close()
  await adminQuery(`drop database if exists ${parts.database} with (force)`)
}
