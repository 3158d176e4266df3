// Loaded into the server under `npm run bench:streams` (`node --import`): the server's own event-loop delay.
// On SIGUSR2 it writes the delay since the last signal (p50, p99, max in ms, and a sequence number) as JSON
// to BENCH_LOOP_DELAY_FILE, then starts counting afresh. A `%p` in that name becomes the process id, so several
// processes started with one environment (queue mode's API servers and workers) write a file each.
import { writeFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'

const file = process.env.BENCH_LOOP_DELAY_FILE?.replaceAll('%p', String(process.pid))
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  let sequence = 0
  process.on('SIGUSR2', () => {
    sequence += 1
    const ms = (ns) => ns / 1e6
    const figures = {
      sequence,
      p50Ms: ms(histogram.percentile(50)),
      p99Ms: ms(histogram.percentile(99)),
      maxMs: ms(histogram.max),
    }
    histogram.reset()
    writeFileSync(file, JSON.stringify(figures))
  })
}
