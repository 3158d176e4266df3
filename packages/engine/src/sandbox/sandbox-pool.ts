import { availableParallelism } from 'node:os'
import type { Worker } from 'node:worker_threads'
import { startWorker } from '@unikflow/nodes'
import {
  SandboxError,
  type THostFetch,
  type THostMessage,
  type TQuickJSJob,
  type TWorkerMessage,
} from './sandbox-types'

/** How long past its own deadline a call may take before its worker is killed (QuickJS stops it first). */
const KILL_GRACE_MS = 2_000
/** Idle workers are let go after this long, so a quiet server gives their memory back. */
const IDLE_MS = 60_000

type TTask = {
  readonly job: TQuickJSJob
  readonly hostFetch: THostFetch | undefined
  readonly resolve: (json: string | undefined) => void
  readonly reject: (error: Error) => void
}

/**
 * A few worker threads that run user code, one call per worker at a time; calls beyond that wait in
 * order. A worker that does not answer within the call's time limit plus a grace is terminated (the
 * thread and its QuickJS memory go with it) and replaced on the next call.
 */
export class SandboxPool {
  private readonly idle: Worker[] = []
  private readonly queue: TTask[] = []
  private readonly idleTimers = new Map<Worker, NodeJS.Timeout>()
  private running = 0

  constructor(private readonly size = Math.max(2, availableParallelism())) {}

  run(job: TQuickJSJob, hostFetch: THostFetch | undefined): Promise<string | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, hostFetch, resolve, reject })
      this.pump()
    })
  }

  private pump(): void {
    while (this.queue.length > 0 && (this.idle.length > 0 || this.running < this.size)) {
      const task = this.queue.shift()
      if (!task) return
      const worker = this.idle.pop() ?? startWorker(import.meta.url, 'sandbox-worker')
      clearTimeout(this.idleTimers.get(worker))
      this.idleTimers.delete(worker)
      this.running++
      this.dispatch(worker, task)
    }
  }

  private dispatch(worker: Worker, task: TTask): void {
    worker.ref()
    let settled = false
    // Downloads the code started stop with it: a call that timed out fetches nothing more.
    const fetches = new AbortController()
    const finish = (reuse: boolean, outcome: () => void) => {
      if (settled) return
      settled = true
      fetches.abort(new SandboxError('The code that asked for this fetch has finished', 'SANDBOX_TIMEOUT'))
      clearTimeout(killTimer)
      worker.off('message', onMessage)
      worker.off('error', onError)
      worker.off('exit', onExit)
      this.running--
      if (reuse) this.park(worker)
      else void worker.terminate()
      outcome()
      this.pump()
    }
    const onMessage = (message: TWorkerMessage) => {
      if (message.type === 'fetch') {
        const answer = (reply: THostMessage) => {
          if (!settled) worker.postMessage(reply)
        }
        if (!task.hostFetch)
          answer({ type: 'fetched', fetchId: message.fetchId, error: 'fetch is not available here' })
        else
          task.hostFetch(message.request, fetches.signal).then(
            (reply) => answer({ type: 'fetched', fetchId: message.fetchId, reply }),
            (e: unknown) =>
              answer({
                type: 'fetched',
                fetchId: message.fetchId,
                error: e instanceof Error ? e.message : String(e),
              }),
          )
      } else if (message.type === 'done') finish(true, () => task.resolve(message.json))
      // A call stopped at its deadline may leave the worker's QuickJS mid-operation (a fetch it awaited
      // is dropped): the worker goes, and the next call gets a fresh one.
      else
        finish(message.code !== 'SANDBOX_TIMEOUT', () =>
          task.reject(new SandboxError(message.message, message.code)),
        )
    }
    const onError = (error: Error) =>
      finish(false, () => task.reject(new SandboxError(`The code sandbox stopped: ${error.message}`)))
    const onExit = () =>
      finish(false, () => task.reject(new SandboxError('The code sandbox stopped unexpectedly')))
    const killTimer = setTimeout(
      () =>
        finish(false, () =>
          task.reject(new SandboxError(`Code timed out after ${task.job.timeoutMs} ms`, 'SANDBOX_TIMEOUT')),
        ),
      task.job.timeoutMs + KILL_GRACE_MS,
    )
    worker.on('message', onMessage)
    worker.on('error', onError)
    worker.on('exit', onExit)
    const message: THostMessage = { type: 'run', job: task.job }
    worker.postMessage(message)
  }

  /** An idle worker keeps no process alive and is let go after a while. */
  private park(worker: Worker): void {
    worker.unref()
    this.idle.push(worker)
    const timer = setTimeout(() => {
      this.idleTimers.delete(worker)
      const at = this.idle.indexOf(worker)
      if (at >= 0) this.idle.splice(at, 1)
      void worker.terminate()
    }, IDLE_MS)
    timer.unref()
    this.idleTimers.set(worker, timer)
  }
}
