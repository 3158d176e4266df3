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
 * After this long without a page written the thread ends (4–5 MB of RSS back); the next write starts another
 * (tens of ms on its own thread). 30 s kept it alive through the half minute after a burst in which the
 * server gives its memory back, so the memory came back half a minute later than the rest.
 */
const EXIT_AFTER_MS = 10_000

/**
 * The checkpointer's own code: a connection of its own to the database file, checkpointing (PASSIVE: it
 * never waits for or blocks a writer) while the log grows, backing off while nothing is written, and
 * ending when nothing was written for a while. `require` comes from the worker's eval context; the
 * driver's path is resolved by the server.
 */
const checkpointerSource = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
const db = new Database(workerData.file, { fileMustExist: true })
db.pragma('busy_timeout = 1000')
let delay = workerData.busyMs
let lastLog = -1
let quietSince = Date.now()
let timer
const end = () => {
  clearTimeout(timer)
  db.close()
  parentPort.close()
}
const tick = () => {
  try {
    const [state] = db.pragma('wal_checkpoint(PASSIVE)')
    const moving = state.log !== lastLog
    lastLog = state.log
    if (moving) quietSince = Date.now()
    else if (Date.now() - quietSince >= workerData.exitAfterMs) return end()
    delay = moving ? workerData.busyMs : Math.min(delay * 2, workerData.idleMs)
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) })
    delay = workerData.idleMs
  }
  timer = setTimeout(tick, delay)
}
parentPort.on('message', (m) => {
  if (m === 'stop') end()
})
timer = setTimeout(tick, delay)
`

export interface WalCheckpointer {
  /** Called after each write: starts the checkpointing thread when none is running. */
  noteWrite(): void
  /** Whether the thread runs now. */
  readonly running: boolean
  stop(): Promise<void>
}

/**
 * Checkpoints a SQLite database's write-ahead log from a worker thread. SQLite otherwise checkpoints on
 * the commit that passes 1,000 pages of log: that commit copies the pages into the database file and
 * fsyncs it, blocking the event loop for milliseconds every few dozen predictions (about half of what a
 * commit cost on average). The server's connection keeps a far higher threshold as a fallback. The thread
 * runs only while pages are written.
 */
export function startWalCheckpointer(
  file: string,
  options: { exitAfterMs?: number; onError?: (message: string) => void } = {},
): WalCheckpointer {
  const exitAfterMs = options.exitAfterMs ?? EXIT_AFTER_MS
  const onError =
    options.onError ??
    ((message: string) => process.emitWarning(`WAL checkpoint failed: ${message}`, 'DatabaseWarning'))
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  let worker: Worker | undefined
  let stopped = false
  const start = () => {
    const started = new Worker(checkpointerSource, {
      eval: true,
      workerData: { file, driver, busyMs: BUSY_MS, idleMs: IDLE_MS, exitAfterMs },
    })
    started.on('message', (m: unknown) => {
      if (typeof m === 'object' && m !== null && 'error' in m) onError(String(m.error))
    })
    started.on('error', (error) => onError(error.message))
    started.once('exit', () => {
      if (worker === started) worker = undefined
    })
    // A timer in the worker must not keep a finished process alive.
    started.unref()
    worker = started
  }
  return {
    noteWrite() {
      if (!worker && !stopped) start()
    },
    get running() {
      return worker !== undefined
    },
    async stop() {
      stopped = true
      const running = worker
      if (!running) return
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()))
      running.postMessage('stop')
      await exited
    },
  }
}
