// Entry of a sandbox worker thread: runs one call of user code at a time in QuickJS, so a busy loop or a
// heavy computation in user code never holds the server's event loop. `fetch` goes back to the host,
// which owns the outbound guard.
import { parentPort } from 'node:worker_threads'
import { runInQuickJS } from './quickjs-run'
import {
  SandboxError,
  type TFetchReply,
  type TFetchRequest,
  type THostMessage,
  type TWorkerMessage,
} from './sandbox-types'

const port = parentPort
if (!port) throw new Error('sandbox-worker.ts runs only as a worker thread')

const pendingFetches = new Map<number, { resolve: (r: TFetchReply) => void; reject: (e: Error) => void }>()
let nextFetchId = 1
const post = (message: TWorkerMessage) => port.postMessage(message)

port.on('message', (message: THostMessage) => {
  if (message.type === 'fetched') {
    const pending = pendingFetches.get(message.fetchId)
    pendingFetches.delete(message.fetchId)
    if (message.reply) pending?.resolve(message.reply)
    else pending?.reject(new Error(message.error ?? 'fetch failed'))
    return
  }
  const { job } = message
  const hostFetch = job.canFetch
    ? (request: TFetchRequest) =>
        new Promise<TFetchReply>((resolve, reject) => {
          const fetchId = nextFetchId++
          pendingFetches.set(fetchId, { resolve, reject })
          post({ type: 'fetch', fetchId, request })
        })
    : undefined
  runInQuickJS(job, hostFetch).then(
    (json) => post({ type: 'done', ...(json !== undefined ? { json } : {}) }),
    (error: unknown) =>
      post({
        type: 'failed',
        message: error instanceof Error ? error.message : String(error),
        code: error instanceof SandboxError ? error.code : 'SANDBOX_ERROR',
      }),
  )
})
