// The fake OpenAI-compatible model in a process of its own, so neither the server's nor the ceiling's CPU
// and memory figures include it. Prints `{"baseUrl": …}` on its first stdout line; stops on SIGTERM.
import { startFakeOpenAI } from '@unikflow/testkit'

const fake = await startFakeOpenAI()
fake.respondWith(() => ({ content: 'A fine name: Sockety.' }))
// The fake records every call for tests; a bench sends tens of thousands, which need not be kept.
setInterval(() => {
  fake.calls.length = 0
}, 1_000).unref()
process.stdout.write(`${JSON.stringify({ baseUrl: fake.baseUrl })}\n`)
process.once('SIGTERM', () => {
  void fake.close().then(() => process.exit(0))
})
