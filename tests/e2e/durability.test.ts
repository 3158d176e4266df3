// kill -9 under write load loses nothing that was acknowledged, on SQLite and on PostgreSQL: the
// built server is killed while clients save variables, restarted on the same data, and every write
// that got its 201 must be there.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { createUnik, login, registerUser } from '../support/api'
import { startAppServer } from '../support/app-server'
import { apiCall } from '../support/llm-chain-flow'

const pgUrl = process.env.TEST_DATABASE_URL
const databases: { name: string; url?: string }[] = [{ name: 'sqlite' }]
const created: string[] = []
if (pgUrl) databases.push({ name: 'postgres', url: pgUrl })

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgUrl })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

afterAll(async () => {
  for (const db of created) await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`))
})

describe.each(databases)('kill -9 under write load ($name)', ({ name, url }) => {
  it('every acknowledged write survives the crash', async () => {
    const env: Record<string, string> = {}
    if (url) {
      const db = `unikflow_kill_${Date.now()}`
      await withAdmin((c) => c.query(`CREATE DATABASE ${db}`))
      created.push(db)
      const target = new URL(url)
      target.pathname = `/${db}`
      env.DATABASE_URL = target.toString()
    }
    const dataDir = mkdtempSync(join(tmpdir(), `unikflow-kill-${name}-`))
    try {
      let server = await startAppServer(env, { dataDir })
      await registerUser(server.url, 'writer@example.com', 'writerpass1')
      let token = await login(server.url, 'writer@example.com', 'writerpass1')
      const unikId = (await createUnik(server.url, token, 'Writes')).id

      const acknowledged: string[] = []
      let next = 0
      const writer = async () => {
        for (;;) {
          const name = `v_${next++}`
          const res = await fetch(`${server.url}/api/v1/uniks/${unikId}/variables`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ name, value: 'x'.repeat(200), type: 'static' }),
          }).catch(() => undefined)
          if (!res) return // the server is gone
          if (res.status === 201) acknowledged.push(name)
        }
      }
      const writers = Array.from({ length: 8 }, writer)
      // The crash comes mid-load: once more than 50 writes were acknowledged (a wait on what the test needs,
      // not a fixed time: a loaded machine acknowledges fewer per second).
      await expect.poll(() => acknowledged.length, { timeout: 30_000, interval: 20 }).toBeGreaterThan(50)
      await server.crash()
      await Promise.all(writers)
      expect(acknowledged.length).toBeGreaterThan(50)

      server = await startAppServer(env, { dataDir })
      token = await login(server.url, 'writer@example.com', 'writerpass1')
      const stored = await apiCall<{ name: string }[]>(server.url, token, 'GET', `/uniks/${unikId}/variables`)
      const names = new Set(stored.map((v) => v.name))
      expect(acknowledged.filter((n) => !names.has(n))).toEqual([])
      await server.stop()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
