// What the streams bench runs against: one built server on SQLite (the default), or, to compare modes, the
// built server on a fresh PostgreSQL database as MODE=main (one process) or MODE=queue (2 API servers and
// 2 workers on Redis, `scripts/queue-topology.mjs`). Every process loads event-loop-probe.mjs.
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { FAKE_MODEL_HOST } from '@unikflow/testkit'
import { ALLOCATOR_ENV, startQueueTopology } from '../../scripts/queue-topology.mjs'
import { processCpuMs, startAppServer } from '../support/app-server'

export type Mode = 'main' | 'queue'

export interface BenchProcess {
  label: string
  role: 'server' | 'api' | 'worker'
  pid: number
}

export interface Deployment {
  mode: Mode
  /** Where it runs, for the output: database, processes. */
  title: string
  /** The API servers' base URLs (chats are spread over them). */
  apiUrls: string[]
  processes: BenchProcess[]
  /** Processes the mode relies on that the bench did not start (PostgreSQL, Redis). */
  services: Service[]
  stop(): Promise<void>
}

/** A shared server's CPU time so far, in ms: anything else using it (another bench, tests) counts too. */
export interface Service {
  name: string
  cpuMs(): number | Promise<number>
}

const probe = fileURLToPath(new URL('./event-loop-probe.mjs', import.meta.url))
const loopFile = (dir: string, pid: number | string) => join(dir, `loop-${pid}.json`)
const probeEnv = (dir: string) => ({ BENCH_LOOP_DELAY_FILE: loopFile(dir, '%p') })

/** Each process's event-loop delay p99 (ms) since the last call: SIGUSR2, then its probe's file. */
export function loopDelayReader(dir: string, processes: readonly BenchProcess[]) {
  let sequence = 0
  const read = async (pid: number) => {
    for (;;) {
      try {
        const figures = JSON.parse(readFileSync(loopFile(dir, pid), 'utf8')) as {
          sequence: number
          p99Ms: number
        }
        if (figures.sequence >= sequence) return figures.p99Ms
      } catch {
        // not written yet (or half written)
      }
      await new Promise((r) => setTimeout(r, 20))
    }
  }
  return async (): Promise<number[]> => {
    sequence += 1
    for (const p of processes) process.kill(p.pid, 'SIGUSR2')
    return Promise.all(processes.map((p) => read(p.pid)))
  }
}

/**
 * glibc's trim threshold every bench process starts with: the Docker image's and `npm run start:queue`'s
 * (ALLOCATOR_ENV) unless the environment sets one; STREAMS_GLIBC_DEFAULT=1 leaves it unset (glibc's own,
 * growing threshold), to compare.
 */
const trimThreshold =
  process.env.STREAMS_GLIBC_DEFAULT === '1'
    ? undefined
    : (process.env.MALLOC_TRIM_THRESHOLD_ ?? ALLOCATOR_ENV.MALLOC_TRIM_THRESHOLD_)
const allocatorEnv = { MALLOC_TRIM_THRESHOLD_: trimThreshold }
const allocatorNote = trimThreshold ? `MALLOC_TRIM_THRESHOLD_=${trimThreshold}` : "glibc's own trim threshold"

export async function startSqliteServer(dir: string, nodeArgs: readonly string[]): Promise<Deployment> {
  const server = await startAppServer(
    { ...probeEnv(dir), ...allocatorEnv },
    { nodeArgs: ['--import', probe, ...nodeArgs] },
  )
  return {
    mode: 'main',
    title: `MODE=main, SQLite, one process, ${allocatorNote}`,
    apiUrls: [server.url],
    processes: [{ label: 'server', role: 'server', pid: server.pid }],
    services: [],
    stop: () => server.stop(),
  }
}

const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: pgUrl })
  await client.connect()
  await client.query(statement).finally(() => client.end())
}

/** Redis's CPU time so far, in ms, from `INFO cpu`. */
function redisCpuMs(redis: string): Promise<number> {
  const url = new URL(redis)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port || 6379), url.hostname)
    let text = ''
    socket.setEncoding('utf8')
    socket.on('error', reject)
    socket.on('data', (chunk: string) => {
      text += chunk
      // An error reply (a wrong password, say) would otherwise leave the bench waiting.
      if (/^-/m.test(text)) {
        socket.destroy()
        reject(new Error(`Redis: ${text.trim()}`))
        return
      }
      const seconds = (name: string) => Number(new RegExp(`${name}:([\\d.]+)\r\n`).exec(text)?.[1])
      const ms = (seconds('used_cpu_user') + seconds('used_cpu_sys')) * 1000
      if (Number.isNaN(ms)) return
      socket.end()
      resolve(ms)
    })
    const auth = url.password ? `AUTH ${decodeURIComponent(url.password)}\r\n` : ''
    socket.write(`${auth}INFO cpu\r\n`)
  })
}

/**
 * Every `postgres` process on this machine (the server and its backends), in ms. A backend that exits between
 * two reads takes its time with it; the servers' connection pools keep theirs open through a load.
 */
function postgresCpuMs(): number {
  let ms = 0
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') ms += processCpuMs(Number(pid))
    } catch {
      // gone meanwhile
    }
  }
  return ms
}

/**
 * MODE=main (one process, no Redis) or MODE=queue (2 API servers, 2 workers taking `workerConcurrency` runs
 * each) on a database of its own, dropped on stop.
 */
export async function startOnPostgres(
  mode: Mode,
  dir: string,
  o: { nodeArgs: readonly string[]; workerConcurrency: number },
): Promise<Deployment> {
  if (!pgUrl || (mode === 'queue' && !redisUrl))
    throw new Error('Set TEST_DATABASE_URL and TEST_REDIS_URL (or DATABASE_URL and REDIS_URL)')
  const database = `unikflow_streams_${mode}_${randomBytes(3).toString('hex')}`
  await admin(`create database ${database}`)
  const url = new URL(pgUrl)
  url.pathname = `/${database}`
  const [apis, workers] = mode === 'queue' ? [2, 2] : [1, 0]
  const dropDatabase = () => admin(`drop database if exists ${database} with (force)`)
  const topology = await startQueueTopology({
    apis,
    workers,
    nodeArgs: ['--import', probe, ...o.nodeArgs],
    env: {
      ...probeEnv(dir),
      ...allocatorEnv,
      MODE: mode,
      DATABASE_URL: url.toString(),
      // MODE=main as one process is deployed: without Redis (rate limits and presence in memory).
      REDIS_URL: mode === 'queue' ? (redisUrl ?? '') : '',
      QUEUE_NAME: `sb${randomBytes(4).toString('hex')}`,
      WORKER_CONCURRENCY: String(o.workerConcurrency),
      REGISTRATION: 'open',
      UNIKFLOW_OUTBOUND_ALLOWLIST: FAKE_MODEL_HOST,
    },
  }).catch(async (error: unknown) => {
    await dropDatabase()
    throw error
  })
  const processes: BenchProcess[] = [
    ...topology.apis.map((p) => ({ label: p.label, role: 'api' as const, pid: p.pid ?? 0 })),
    ...topology.workers.map((p) => ({ label: p.label, role: 'worker' as const, pid: p.pid ?? 0 })),
  ]
  return {
    mode,
    title:
      mode === 'queue'
        ? `MODE=queue, PostgreSQL + Redis, ${apis} API servers + ${workers} workers (concurrency ${o.workerConcurrency} each), ${allocatorNote}`
        : `MODE=main, PostgreSQL, one process, ${allocatorNote}`,
    apiUrls: topology.apis.map((p) => p.url),
    processes,
    services: [
      ...(mode === 'queue' && redisUrl ? [{ name: 'Redis', cpuMs: () => redisCpuMs(redisUrl) }] : []),
      // Only a PostgreSQL on this machine can be read from /proc.
      ...(['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
        ? [{ name: 'PostgreSQL', cpuMs: postgresCpuMs }]
        : []),
    ],
    async stop() {
      await topology.stop()
      await dropDatabase()
      rmSync(topology.dataDir, { recursive: true, force: true })
    },
  }
}
