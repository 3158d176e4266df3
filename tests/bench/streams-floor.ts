/**
 * The floor under `npm run bench:streams`'s "server CPU per answer": the same streamed answer without the
 * server (streams-floor-run.ts, in a process of its own), the model call through LangChain (what a call
 * with tools or images still costs) and the engine's whole run (whose chain reads the plain streamed answer
 * itself), against testkit's fake model at the streams bench's pace, rounds alternating. Then the answer's
 * I/O alone: a bare Node HTTP server relaying the model's stream as SSE frames (bare-relay-server.ts), asked
 * by `FLOOR_RELAY_CHATS` chats at once from this process, its CPU per answer read from /proc.
 *
 *   npm run bench:streams-floor
 *   FLOOR_CHATS=100 FLOOR_SECONDS=5 FLOOR_ROUNDS=3 FLOOR_RELAY_CHATS=400 STREAMS_CHUNKS=40 STREAMS_INTERVAL_MS=25 npm run bench:streams-floor
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { Agent, request } from 'undici'
import { processCpuMs } from '../support/app-server'
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
  return { value: JSON.parse(line) as T, pid: child.pid ?? 0, stop: () => child.kill('SIGTERM'), exited }
}

/** `chats` loops asking the relay for `seconds`: its CPU per answer, and answers a second. */
async function relayRound(port: number, pid: number, chats: number, seconds: number) {
  const clients = new Agent({ connections: chats })
  const ask = async () => {
    const answer = await request(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      body: JSON.stringify({ question: 'socks', streaming: true }),
      headers: { 'content-type': 'application/json' },
      dispatcher: clients,
    })
    return (await answer.body.text()).endsWith('"[DONE]"}\n\n')
  }
  let answered = 0
  const before = processCpuMs(pid)
  const until = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: chats }, async () => {
      while (performance.now() < until) if (await ask()) answered += 1
    }),
  )
  const cpuMs = processCpuMs(pid) - before
  await clients.close()
  return { cpuMs: cpuMs / Math.max(1, answered), perSecond: answered / seconds }
}

/** The bare relay's CPU per answer, after a round to warm it. */
async function relayFloor(baseUrl: string, chats: number, seconds: number, rounds: number) {
  const relay = await firstJsonLine<{ port: number }>(['tests/bench/bare-relay-server.ts', baseUrl])
  try {
    await relayRound(relay.value.port, relay.pid, chats, seconds)
    const figures = []
    for (let i = 0; i < rounds; i++)
      figures.push(await relayRound(relay.value.port, relay.pid, chats, seconds))
    return figures
  } finally {
    relay.stop()
    await relay.exited
  }
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
  const relayChats = num('FLOOR_RELAY_CHATS', 400)
  const relay = await relayFloor(fake.value.baseUrl, relayChats, input.seconds, input.rounds)
  console.log(
    `${relayChats} chats, the answer's I/O alone (bare-relay-server.ts: node:http in, undici to the model,`,
  )
  console.log(`SSE frames every 50 ms; no framework, flow or database), CPU per answer of its process:`)
  console.log(
    `  ${relay.map((r) => `${r.cpuMs.toFixed(2)} ms (${r.perSecond.toFixed(0)} answered/s)`).join(', ')}`,
  )
} finally {
  fake.stop()
  await fake.exited
  rmSync(dir, { recursive: true, force: true })
}
