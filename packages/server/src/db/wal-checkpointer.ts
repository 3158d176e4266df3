import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/**
 * WAL pages the server's own connection lets pile up before it checkpoints on a commit itself: only if
 * the background checkpointer falls behind or is gone (SQLite's default is 1,000 pages).
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000

/** How often the checkpointer looks while pages are coming in, and at most when nothing is written. */
const BUSY_MS = 200
const IDLE_MS = 5_000

/**
 * The checkpointer's own code: a connection of its own to the database file, checkpointing (PASSIVE: it
 * never waits for or blocks a writer) while the log grows, and backing off while nothing is written.
 * `require` comes from the worker's eval context; the driver's path is resolved by the server.
 */
const checkpointerSource = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
const db = new Database(workerData.file, { fileMustExist: true })
db.pragma('busy_timeout = 1000')
let delay = workerData.busyMs
let lastLog = -1
let timer
const tick = () => {
  try {
    const [state] = db.pragma('wal_checkpoint(PASSIVE)')
    const moving = state.log !== lastLog
    lastLog = state.log
    delay = moving ? workerData.busyMs : Math.min(delay * 2, workerData.idleMs)
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) })
    delay = workerData.idleMs
  }
  timer = setTimeout(tick, delay)
}
parentPort.on('message', (m) => {
  if (m !== 'stop') return
  clearTimeout(timer)
  db.close()
  parentPort.postMessage('stopped')
})
timer = setTimeout(tick, delay)
`

export interface WalCheckpointer {
  stop(): Promise<void>
}

/**
 * Checkpoints a SQLite database's write-ahead log from a worker thread. SQLite otherwise checkpoints on
 * the commit that passes 1,000 pages of log: that commit copies the pages into the database file and
 * fsyncs it, blocking the event loop for milliseconds every few dozen predictions (about half of what a
 * commit cost on average). The server's connection keeps a far higher threshold as a fallback.
 */
export function startWalCheckpointer(
  file: string,
  onError: (message: string) => void = (message) =>
    process.emitWarning(`WAL checkpoint failed: ${message}`, 'DatabaseWarning'),
): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  const worker = new Worker(checkpointerSource, {
    eval: true,
    workerData: { file, driver, busyMs: BUSY_MS, idleMs: IDLE_MS },
  })
  worker.on('message', (m: unknown) => {
    if (typeof m === 'object' && m !== null && 'error' in m) onError(String(m.error))
  })
  worker.on('error', (error) => onError(error.message))
  // A timer in the worker must not keep a finished process alive.
  worker.unref()
  return {
    async stop() {
      const stopped = new Promise<void>((resolve) => {
        worker.once('message', () => resolve())
        worker.once('exit', () => resolve())
      })
      worker.postMessage('stop')
      await stopped
      await worker.terminate()
    },
  }
}
