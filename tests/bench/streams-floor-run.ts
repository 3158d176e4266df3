// The floor of a streamed answer's CPU: what the server's process cannot avoid while it calls the model
// through LangChain. In one process, against testkit's fake model streaming at the bench's pace, rounds
// alternate between (a) the Azure chat model of the LLM-chain flow called through LangChain (built per
// call over the engine's model HTTP, `invoke` with a token handler: what a call with tools or images still
// costs) and (b) the whole flow run by the engine, streamed (no HTTP server, no database), whose chain reads
// the plain streamed answer itself (packages/nodes/src/shared/chat-completions-direct.ts). Prints one JSON
// line: CPU per answer of each, per round.
// Run by streams-floor.ts (`npm run bench:streams-floor`).
import { readFileSync } from 'node:fs'
import { AzureChatOpenAI } from '@langchain/openai'
import { FAKE_MODEL_HOST } from '@unikflow/testkit'
// The engine's own model HTTP (not exported: nodes reach it through their run context).
import { modelGuardOf } from '../../packages/engine/src/run/model-http'
import { DEFAULT_MODEL_TIMEOUTS, ModelWatch } from '../../packages/engine/src/run/model-watch'
import { inProcessFlow } from './in-process-flow'

export interface FloorInput {
  flowData: string
  baseUrl: string
  credential: Record<string, string>
  chats: number
  seconds: number
  rounds: number
}

export interface FloorFigures {
  /** CPU per answer of the bare model call, one figure per round. */
  modelCallMs: number[]
  /** CPU per answer of the engine running the flow streamed, one figure per round. */
  engineMs: number[]
}

const input = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as FloorInput
const runFlowOnce = inProcessFlow(input, 'floor')
async function engineRun(): Promise<boolean> {
  let tokens = 0
  const result = await runFlowOnce((e) => {
    if (e.event === 'token') tokens += 1
  })
  return result.text.length > 0 && tokens > 1
}

const guard = modelGuardOf({ allowPrivateHosts: [FAKE_MODEL_HOST] })

async function modelCall(): Promise<boolean> {
  const watch = new ModelWatch(new AbortController().signal, DEFAULT_MODEL_TIMEOUTS, guard)
  const model = new AzureChatOpenAI({
    azureOpenAIApiKey: input.credential.azureOpenAIApiKey,
    azureOpenAIApiDeploymentName: input.credential.azureOpenAIApiDeploymentName,
    azureOpenAIApiVersion: input.credential.azureOpenAIApiVersion,
    azureOpenAIBasePath: `${input.baseUrl}/openai/deployments`,
    model: 'gpt-35-turbo',
    configuration: { fetch: watch.fetchFor('floor') },
  })
  let tokens = 0
  // As the node's token handler asks (model-call.ts): LangChain streams a call for a handler that prefers it.
  const tokenHandler = { lc_prefer_streaming: true, handleLLMNewToken: () => void (tokens += 1) }
  const output = await model.invoke('socks', { callbacks: [tokenHandler] })
  return typeof output.content === 'string' && output.content.length > 0 && tokens > 1
}

const cpuMs = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}

/** `chats` loops for `seconds`: CPU per successful answer. */
async function round(ask: () => Promise<boolean>): Promise<number> {
  let answered = 0
  const before = cpuMs()
  const until = performance.now() + input.seconds * 1000
  await Promise.all(
    Array.from({ length: input.chats }, async () => {
      while (performance.now() < until) if (await ask()) answered += 1
    }),
  )
  return (cpuMs() - before) / Math.max(1, answered)
}

// Warm both paths (V8 optimises them after a few hundred calls), then alternate.
await round(modelCall)
await round(engineRun)
const figures: FloorFigures = { modelCallMs: [], engineMs: [] }
for (let i = 0; i < input.rounds; i++) {
  figures.modelCallMs.push(await round(modelCall))
  figures.engineMs.push(await round(engineRun))
}
process.stdout.write(`${JSON.stringify(figures)}\n`)
