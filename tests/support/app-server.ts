// Starts the built server (the same bundle `npm start` runs) on a free port with a fresh data dir.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { FAKE_MODEL_HOST } from '@unikflow/testkit'

export interface RunningServer {
  url: string
  dataDir: string
  /** Milliseconds from spawning the process to the first successful ping. */
  coldStartMs: number
  /** The server's process id (for signals, e.g. a heap snapshot under `--heapsnapshot-signal`). */
  pid: number
  /** Resident memory of the server process, in MB. */
  rssMb(): number
  /** CPU time (user + system, all threads) the server process has used so far, in ms (Linux). */
  cpuMs(): number
  stop(): Promise<void>
  /** `kill -9`: the process dies mid-work; the data dir stays for a restart on it. */
  crash(): Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      const port = typeof address === 'object' && address ? address.port : 0
      srv.close(() => resolve(port))
    })
  })
}

class ServerExited extends Error {}

/** The built server; BENCH_SERVER_CLI points benches at another build (e.g. an older commit's) to compare. */
const serverCli = () => process.env.BENCH_SERVER_CLI ?? 'packages/server/dist/cli.js'

async function spawnAndPing(
  dataDir: string,
  env: Record<string, string | undefined>,
  nodeArgs: readonly string[],
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, serverCli(), 'start'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
      // testkit's fake model servers listen there: allowed as an operator allows a local model server.
      UNIKFLOW_OUTBOUND_ALLOWLIST: [FAKE_MODEL_HOST, env.UNIKFLOW_OUTBOUND_ALLOWLIST ?? ''].join(','),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new ServerExited(`server exited with code ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/api/v1/ping`)).ok) return { child, url }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error('server did not answer /api/v1/ping within 30 s')
    }
    await new Promise((r) => setTimeout(r, 10))
  }
}

export async function startAppServer(
  /** Added to this process's environment; an undefined value leaves that variable out. */
  env: Record<string, string | undefined> = {},
  options: {
    dataDir?: string
    /** Node options before the script, e.g. `--cpu-prof` for profiling under a bench. */
    nodeArgs?: readonly string[]
  } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'unikflow-e2e-'))
  const started = performance.now()
  // Journeys run in parallel workers: another process may take the free port between our probe and the
  // server's listen. Such a start dies at once (EADDRINUSE); it is retried on a new port.
  let attempt = 0
  let spawned: { child: ChildProcess; url: string } | undefined
  while (!spawned) {
    attempt++
    try {
      spawned = await spawnAndPing(dataDir, env, options.nodeArgs ?? [])
    } catch (err) {
      if (attempt >= 3 || !(err instanceof ServerExited)) throw err
    }
  }
  const { child, url } = spawned
  const coldStartMs = performance.now() - started
  return {
    url,
    dataDir,
    coldStartMs,
    pid: child.pid ?? 0,
    rssMb: () => processRssMb(child.pid ?? 0),
    cpuMs: () => processCpuMs(child.pid ?? 0),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await new Promise((r) => child.once('exit', r))
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
    async crash() {
      if (child.exitCode !== null) return
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGKILL')
      await exited
    },
  }
}

/** A process's resident memory now, in MB (Linux). */
export function processRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

/** A process's CPU time so far, in ms, as the kernel counts it (the same as its own process.cpuUsage()). */
export function processCpuMs(pid: number): number {
  // Fields 14 and 15 of /proc/PID/stat (after the parenthesised name): utime and stime in clock ticks
  // (100 a second on Linux).
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}
