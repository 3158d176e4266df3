#!/usr/bin/env node
// Starts queue mode's topology from local processes: API servers (MODE=queue) and `unikflow worker`
// processes on one PostgreSQL database and one Redis — what docker-compose.yml describes, without Docker.
//   DATABASE_URL=postgres://… REDIS_URL=redis://… node scripts/queue-topology.mjs [--apis 2] [--workers 2] [--port 3000]
// API servers listen on consecutive ports from --port; put a reverse proxy (see deploy/) in front of them.
// The queue-mode tests start it through `startQueueTopology` with tsx and the sources.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * glibc's allocator, as the Docker image sets it (see the Dockerfile): a fixed threshold above which freed
 * memory at the top of its heaps goes back to the system. Without it the threshold grows with the largest
 * block freed, and a server kept 10–16 MB more after a burst. A value in the environment wins.
 */
export const ALLOCATOR_ENV = { MALLOC_TRIM_THRESHOLD_: '131072' }

/** How the CLI is started: the built bundle (`npm run build`), or the sources through tsx. */
function cliCommand(from) {
  if (from === 'source')
    return [
      process.execPath,
      '--import',
      'tsx',
      '--conditions=@unikflow/source',
      join(root, 'packages/server/src/cli.ts'),
    ]
  return [process.execPath, join(root, 'packages/server/dist/cli.js')]
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

function track(child, label, echo) {
  let output = ''
  const collect = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000)
    if (echo) process.stdout.write(`[${label}] ${chunk}`)
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const exited = new Promise((resolve) => child.once('exit', resolve))
  return {
    label,
    pid: child.pid,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      await exited
    },
    /** kill -9: the process dies mid-work. */
    async crash() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGKILL')
      await exited
    },
  }
}

async function waitFor(check, what, process, ms) {
  const deadline = Date.now() + ms
  for (;;) {
    if (process.child.exitCode !== null)
      throw new Error(`${what} exited with ${process.child.exitCode}:\n${process.handle.output()}`)
    if (await check()) return
    if (Date.now() > deadline)
      throw new Error(`${what} not ready within ${ms} ms:\n${process.handle.output()}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/**
 * Starts `apis` API servers and `workers` workers sharing DATABASE_URL, REDIS_URL, one secret key and one
 * data folder (so publication pages too). The first API server starts alone (it migrates the database).
 */
export async function startQueueTopology(options = {}) {
  const { apis = 2, workers = 2, from = 'dist', echo = false, firstPort, nodeArgs = [] } = options
  const [cmd, ...cliArgs] = cliCommand(from)
  // Node options (a bench's `--import` probe, `--cpu-prof` …) go before the script.
  const baseArgs = [...nodeArgs, ...cliArgs]
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'unikflow-queue-'))
  const env = {
    ...ALLOCATOR_ENV,
    ...process.env,
    MODE: 'queue',
    DATA_DIR: dataDir,
    UNIKFLOW_SECRET_KEY: process.env.UNIKFLOW_SECRET_KEY || randomBytes(32).toString('base64url'),
    UNIKFLOW_TOKEN_KEY: process.env.UNIKFLOW_TOKEN_KEY || randomBytes(32).toString('base64url'),
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    WARM_UP: 'false',
    ...options.env,
  }
  const spawnCli = (args, extra, label) => {
    const child = spawn(cmd, [...baseArgs, ...args], {
      cwd: root,
      env: { ...env, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    return { child, handle: track(child, label, echo) }
  }
  const started = []
  let workerCount = 0
  const startApi = async (i) => {
    const port = firstPort ? firstPort + i : await freePort()
    const url = `http://127.0.0.1:${port}`
    const p = spawnCli(['start'], { PORT: String(port), HOST: '127.0.0.1' }, `api-${i + 1}`)
    started.push(p.handle)
    await waitFor(
      () =>
        fetch(`${url}/api/v1/ping`).then(
          (r) => r.ok,
          () => false,
        ),
      `API server ${i + 1}`,
      p,
      60_000,
    )
    return { ...p.handle, url }
  }
  const startWorker = async () => {
    const i = workerCount++
    const p = spawnCli(['worker'], {}, `worker-${i + 1}`)
    started.push(p.handle)
    await waitFor(async () => p.handle.output().includes('worker is running'), `worker ${i + 1}`, p, 60_000)
    return p.handle
  }
  try {
    const first = await startApi(0)
    const rest = await Promise.all([
      ...Array.from({ length: apis - 1 }, (_, i) => startApi(i + 1)),
      ...Array.from({ length: workers }, () => startWorker()),
    ])
    const apiList = [first, ...rest.slice(0, apis - 1)]
    const workerList = rest.slice(apis - 1)
    return {
      apis: apiList,
      workers: workerList,
      dataDir,
      env,
      /** Starts one more worker (listed in `workers` too). */
      async startWorker() {
        const worker = await startWorker()
        workerList.push(worker)
        return worker
      },
      async stop() {
        await Promise.all(started.map((p) => p.stop()))
      },
    }
  } catch (error) {
    await Promise.all(started.map((p) => p.crash()))
    throw error
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      apis: { type: 'string', default: '2' },
      workers: { type: 'string', default: '2' },
      port: { type: 'string', default: '3000' },
      source: { type: 'boolean', default: false },
    },
  })
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
    console.error('Set DATABASE_URL (postgres://…) and REDIS_URL (redis://…) first.')
    process.exit(1)
  }
  const topology = await startQueueTopology({
    apis: Number(values.apis),
    workers: Number(values.workers),
    firstPort: Number(values.port),
    from: values.source ? 'source' : 'dist',
    echo: true,
    dataDir: process.env.DATA_DIR,
  })
  for (const api of topology.apis) console.log(`API server ${api.label}: ${api.url}`)
  console.log(
    `${topology.workers.length} worker(s) running; data in ${topology.dataDir}. Ctrl+C stops everything.`,
  )
  const stop = () => void topology.stop().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
