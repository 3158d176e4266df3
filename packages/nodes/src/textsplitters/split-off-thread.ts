import type { Worker } from 'node:worker_threads'
import { startWorker } from '../shared/start-worker'
import { unpackPieces, type TSplitJob, type TSplitPiece, type TSplitReply } from './split-messages'

/** Below this many characters splitting takes a few milliseconds: not worth a thread hop. */
export const OFF_THREAD_MIN_CHARS = 100_000
/** The worker is let go after this long without work, so a quiet server gives its memory back. */
const IDLE_MS = 60_000

type TPending = { resolve: (pieces: Iterable<TSplitPiece>) => void; reject: (error: Error) => void }

let worker: Worker | undefined
let idleTimer: NodeJS.Timeout | undefined
let nextId = 1
const pending = new Map<number, TPending>()

function failAll(error: Error): void {
  for (const p of pending.values()) p.reject(error)
  pending.clear()
  worker = undefined
}

function splittingWorker(): Worker {
  if (worker) return worker
  const started = startWorker(import.meta.url, 'split-worker')
  started.on('message', (reply: TSplitReply) => {
    const waiting = pending.get(reply.id)
    pending.delete(reply.id)
    if ('joined' in reply) waiting?.resolve(unpackPieces(reply.joined, reply.layout))
    else waiting?.reject(new Error(reply.error))
    if (pending.size === 0) park()
  })
  started.on('error', (error) => failAll(new Error(`Text splitting stopped: ${error.message}`)))
  started.on('exit', () => failAll(new Error('Text splitting stopped unexpectedly')))
  worker = started
  return started
}

function park(): void {
  worker?.unref()
  idleTimer = setTimeout(() => {
    const idle = worker
    worker = undefined
    void idle?.terminate()
  }, IDLE_MS)
  idleTimer.unref()
}

/** Splits one big text into chunks with their line numbers on the splitting worker (one text at a time). */
export function splitOffThread(
  options: TSplitJob['options'],
  text: string,
  headers: TSplitJob['headers'] = {},
): Promise<Iterable<TSplitPiece>> {
  clearTimeout(idleTimer)
  const target = splittingWorker()
  target.ref()
  const id = nextId++
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject })
    const job: TSplitJob = { id, options, headers, text }
    target.postMessage(job)
  })
}
