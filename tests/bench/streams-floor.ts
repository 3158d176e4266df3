/**
 * The floor under `npm run bench:streams`'s "server CPU per answer": the same streamed answer without the
 * server (streams-floor-run.ts, in a process of its own), the model call through LangChain (what a call
 * with tools or images still costs) and the engine's whole run (whose chain reads the plain streamed answer
 * itself), against testkit's fake model at the streams bench's pace, rounds alternating.
 *
 *   npm run bench:streams-floor
 *   FLOOR_CHATS=100 FLOOR_SECONDS=5 FLOOR_ROUNDS=3 STREAMS_CHUNKS=40 STREAMS_INTERVAL_MS=25 npm run bench:streams-floor
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { azureCredentialFields, llmChainFlowData } from '../support/llm-chain-flow'
import type { FloorFigures, FloorInput } from './streams-floor-run'

const root = fileURLToPath(new URL('../../', import.meta.url))
const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback)

/** A child process's first stdout line as JSON, and a way to stop it. */
async function firstJsonLine<T>(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [...process.execArgv, ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const line = await new Promise<string>((resolve, reject) => {
    if (child.stdout) createInterface({ input: child.stdout }).once('line', resolve)
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)))
  })
  return { value: JSON.parse(line) as T, stop: () => child.kill('SIGTERM'), exited }
}

const fake = await firstJsonLine<{ baseUrl: string }>(['tests/bench/fake-model-process.ts'], {
  BENCH_MODEL_CHUNKS: String(num('STREAMS_CHUNKS', 40)),
  BENCH_MODEL_INTERVAL_MS: String(num('STREAMS_INTERVAL_MS', 25)),
})
const dir = mkdtempSync(join(tmpdir(), 'unikflow-bench-floor-'))
try {
  const input: FloorInput = {
    flowData: llmChainFlowData('floor-credential', fake.value.baseUrl),
    baseUrl: fake.value.baseUrl,
    credential: azureCredentialFields,
    chats: num('FLOOR_CHATS', 100),
    seconds: num('FLOOR_SECONDS', 5),
    rounds: num('FLOOR_ROUNDS', 3),
  }
  const file = join(dir, 'input.json')
  writeFileSync(file, JSON.stringify(input))
  const floor = await firstJsonLine<FloorFigures>(['tests/bench/streams-floor-run.ts', file])
  await floor.exited
  const ms = (values: number[]) => values.map((v) => `${v.toFixed(2)} ms`).join(', ')
  console.log(`${input.chats} chats, rounds of ${input.seconds} s alternating; CPU per streamed answer:`)
  console.log(`  the model call through LangChain (the OpenAI SDK, undici): ${ms(floor.value.modelCallMs)}`)
  console.log(`  the engine running the LLM-chain flow, streamed:           ${ms(floor.value.engineMs)}`)
  console.log(
    '  (the chain reads a plain streamed answer itself, without LangChain: chat-completions-direct.ts)',
  )
} finally {
  fake.stop()
  await fake.exited
  rmSync(dir, { recursive: true, force: true })
}
