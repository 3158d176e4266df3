// Starts the built server in a fresh data dir and reports when it first answers /api/v1/ping.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

export async function startBuiltServer(env = {}) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'unikflow-bench-'))
  const started = performance.now()
  const child = spawn(process.execPath, ['packages/server/dist/cli.js', 'start'], {
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
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const res = await fetch(`${url}/api/v1/ping`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 30_000) throw new Error('server did not answer within 30 s')
    await new Promise((r) => setTimeout(r, 10))
  }
  const coldStartMs = performance.now() - started
  return {
    url,
    child,
    coldStartMs,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
      return kb / 1024
    },
    async stop() {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    },
  }
}
