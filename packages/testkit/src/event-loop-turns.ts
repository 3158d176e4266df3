/**
 * Runs `work` while counting how many times a timer got the event loop. Work that holds the loop until it
 * ends lets the timer run at most once; work that yields as it goes lets it run again and again. A count,
 * not a duration: it holds on a machine slowed by parallel work, where a stall in milliseconds does not
 * (how long the loop is held is a bench figure: `npm run bench`).
 */
export async function eventLoopTurns<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0
  let running = true
  const tick = () => {
    if (!running) return
    turns += 1
    setTimeout(tick, 1)
  }
  setTimeout(tick, 1)
  try {
    const result = await work()
    return { result, turns }
  } finally {
    running = false
  }
}
