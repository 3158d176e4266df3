/**
 * Runs `work` while a 1 ms ticker measures the longest time the event loop was held (ms). A block that
 * lasts to the end never lets the ticker run, so the last stretch counts too.
 */
export async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let stallMs = 0
  let last = performance.now()
  const ticker = setInterval(() => {
    const now = performance.now()
    stallMs = Math.max(stallMs, now - last)
    last = now
  }, 1)
  try {
    const result = await work()
    return { result, stallMs: Math.max(stallMs, performance.now() - last) }
  } finally {
    clearInterval(ticker)
  }
}
