/**
 * Two builds of the server side by side, for before/after figures on a machine whose speed drifts (the same
 * build read 30–40 % apart a few minutes apart here): both serve the LLM-chain flow against one fake model,
 * and rounds alternate between them (60 predictions one at a time, then `seconds` at 20 connections),
 * so each round of one meets the machine as the other's did. Prints, per build, the median sequential
 * latency, the server's CPU per prediction under the load and the median throughput of its rounds.
 *
 *   cp -r packages/server/dist packages/server/dist-old    (a build is cli.js and the chunks beside it)
 *   npm run bench:ab -- packages/server/dist-old/cli.js packages/server/dist/cli.js
 *   AB_ROUNDS=12 AB_SECONDS=2.5 AB_NODE_ARGS_B="--max-semi-space-size=32" npm run bench:ab -- a.js a.js
 *
 * The load is made with node:http and a keep-alive agent (a light client: this process shares the two
 * cores with both servers and the fake model).
 */
import { Agent, request } from 'node:http'
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { startAppServer, type RunningServer } from '../support/app-server'
import { publicLlmChainPrediction } from '../support/llm-chain-flow'

const root = fileURLToPath(new URL('../../', import.meta.url))
const [cliA, cliB] = process.argv.slice(2)
if (!cliA || !cliB) throw new Error('usage: npm run bench:ab -- <cli.js of build A> <cli.js of build B>')
const rounds = Number(process.env.AB_ROUNDS ?? 10)
const loadMs = Number(process.env.AB_SECONDS ?? 2.5) * 1000
const SEQUENTIAL = 60
const CONNECTIONS = 20

interface Side {
  cli: string
  server: RunningServer
  ask: () => Promise<boolean>
  sequentialMs: number[]
  cpuMs: number
  answered: number
  perSecond: number[]
}

async function startFakeModel() {
  const child = spawn(process.execPath, [...process.execArgv, 'tests/bench/fake-model-process.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const line = await new Promise<string>((resolve) => {
    if (child.stdout) createInterface({ input: child.stdout }).once('line', resolve)
  })
  const { baseUrl } = JSON.parse(line) as { baseUrl: string }
  return { baseUrl, stop: () => child.kill('SIGTERM') }
}

/** One build serving the public LLM-chain flow, and a light client asking it. */
async function startSide(cli: string, nodeArgs: string, fakeBaseUrl: string): Promise<Side> {
  process.env.BENCH_SERVER_CLI = cli
  const server = await startAppServer({}, { nodeArgs: nodeArgs.split(' ').filter(Boolean) })
  const url = new URL(await publicLlmChainPrediction(server.url, fakeBaseUrl))
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS * 2 })
  const body = JSON.stringify({ question: 'socks' })
  const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
  const ask = () =>
    new Promise<boolean>((resolve) => {
      const req = request(
        { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent, headers },
        (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode === 200))
        },
      )
      req.on('error', () => resolve(false))
      req.end(body)
    })
  return { cli, server, ask, sequentialMs: [], cpuMs: 0, answered: 0, perSecond: [] }
}

async function round(side: Side) {
  for (let i = 0; i < SEQUENTIAL; i++) {
    const started = performance.now()
    await side.ask()
    side.sequentialMs.push(performance.now() - started)
  }
  const cpuBefore = side.server.cpuMs()
  const started = performance.now()
  let answered = 0
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() - started < loadMs) if (await side.ask()) answered += 1
    }),
  )
  side.cpuMs += side.server.cpuMs() - cpuBefore
  side.answered += answered
  side.perSecond.push(answered / ((performance.now() - started) / 1000))
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

const fake = await startFakeModel()
const sides: Side[] = []
try {
  sides.push(await startSide(cliA, process.env.AB_NODE_ARGS_A ?? '', fake.baseUrl))
  sides.push(await startSide(cliB, process.env.AB_NODE_ARGS_B ?? '', fake.baseUrl))
  // Warm both (V8 optimises a serving process's hot path after a few hundred requests).
  for (const side of sides) for (let i = 0; i < 300; i++) await side.ask()
  for (let r = 0; r < rounds; r++)
    for (const side of r % 2 === 0 ? sides : [...sides].reverse()) await round(side)
  for (const [i, side] of sides.entries())
    console.log(
      `${i === 0 ? 'A' : 'B'} ${side.cli}: sequential p50 ${median(side.sequentialMs).toFixed(2)} ms, ` +
        `CPU per prediction ${(side.cpuMs / side.answered).toFixed(3)} ms, ` +
        `${median(side.perSecond).toFixed(0)} req/s at ${CONNECTIONS} connections (median of ${rounds} rounds)`,
    )
} finally {
  for (const side of sides) await side.server.stop()
  fake.stop()
}
