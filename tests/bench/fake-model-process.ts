// The fake OpenAI-compatible model in a process of its own, so neither the server's nor the ceiling's CPU
// and memory figures include it. Prints `{"baseUrl": …}` on its first stdout line; stops on SIGTERM.
// With BENCH_MODEL_CHUNKS and BENCH_MODEL_INTERVAL_MS it streams that many word tokens, one per interval
// (a slow model's pace); without, it answers at once.
import { startFakeOpenAI } from '@unikflow/testkit'

const chunks = Number(process.env.BENCH_MODEL_CHUNKS ?? 0)
const intervalMs = Number(process.env.BENCH_MODEL_INTERVAL_MS ?? 0)
const paced =
  chunks > 0
    ? {
        content: Array.from({ length: chunks }, (_, i) => `w${i}`).join(' '),
        ...(intervalMs > 0 ? { intervalMs } : {}),
      }
    : undefined

const fake = await startFakeOpenAI()
fake.respondWith(() => paced ?? { content: 'A fine name: Sockety.' })
// The fake records every call for tests; a bench sends tens of thousands, which need not be kept.
setInterval(() => {
  fake.calls.length = 0
}, 1_000).unref()
process.stdout.write(`${JSON.stringify({ baseUrl: fake.baseUrl })}\n`)
process.once('SIGTERM', () => {
  void fake.close().then(() => process.exit(0))
})
