/**
 * Runs in progress in this process by flow and chat, so that Flowise's Stop
 * (`PUT /chatmessage/abort/:flowId/:chatId`, which names the chat, not the request) can stop them. In queue
 * mode the run's API server holds its signal, and aborting it there reaches the worker.
 */
export class RunningChats {
  private readonly runs = new Map<string, Set<AbortController>>()

  /** A signal that stops when `signal` does or when the chat is aborted; `done` forgets the run. */
  track(flowId: string, chatId: string, signal: AbortSignal): { signal: AbortSignal; done(): void } {
    const key = `${flowId}\n${chatId}`
    const controller = new AbortController()
    const onAbort = () => controller.abort(signal.reason)
    if (signal.aborted) onAbort()
    else signal.addEventListener('abort', onAbort, { once: true })
    const set = this.runs.get(key) ?? new Set<AbortController>()
    set.add(controller)
    this.runs.set(key, set)
    return {
      signal: controller.signal,
      done: () => {
        signal.removeEventListener('abort', onAbort)
        set.delete(controller)
        if (set.size === 0 && this.runs.get(key) === set) this.runs.delete(key)
      },
    }
  }

  /** Stops the chat's runs; how many there were. */
  abort(flowId: string, chatId: string): number {
    const set = this.runs.get(`${flowId}\n${chatId}`)
    if (!set) return 0
    for (const controller of set) controller.abort()
    return set.size
  }
}
