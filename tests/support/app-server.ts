// Starts the built server (the same bundle `npm start` runs) on a free port with a fresh data dir.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface RunningServer {
  url: string
  dataDir: string
  /** Milliseconds from spawning the process to the first successful ping. */
  coldStartMs: number
  /** Resident memory of the server process, in MB. */
  rssMb(): number
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

export async function startAppServer(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<RunningServer> {
  const port = await freePort()
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'unikflow-e2e-'))
  const started = performance.now()
  const child: ChildProcess = spawn(process.execPath, ['packages/server/dist/cli.js', 'start'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/api/v1/ping`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not answer /api/v1/ping within 30 s')
    await new Promise((r) => setTimeout(r, 10))
  }
  const coldStartMs = performance.now() - started
  return {
    url,
    dataDir,
    coldStartMs,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
    },
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
