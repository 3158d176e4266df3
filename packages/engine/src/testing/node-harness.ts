import { afterAll, beforeAll } from 'vitest'
import type { TFlowData } from '@unikflow/graph'
import {
  nodeLibrary,
  inputsFor,
  toLangChain,
  type TChatMessage,
  type TModelUsage,
  type TNodeAnswer,
  type TNodeContext,
  type TUpload,
} from '@unikflow/nodes'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { parseAllowlist } from '../guard/allowlist'
import { createGuardedFetch } from '../guard/guarded-fetch'
import { buildFlow, type TNodeSpec } from '../run/build-flow'
import type { TRunEvent } from '../run/events'
import { modelGuardOf } from '../run/model-http'
import { DEFAULT_MODEL_TIMEOUTS, ModelWatch } from '../run/model-watch'
import { createNodeContext } from '../run/node-context'
import { runFlow, type TRunFlowOptions, type TRunResult } from '../run/run-flow'
import type { TEngineServices } from '../run/services'
import { createTestServices, type TTestServicesExtra } from './test-services'

/** How one node runs under the harness; everything has a default. */
export type TNodeRunOptions = {
  /** The node's inputs as the engine hands them over: resolved, objects of other nodes included. */
  readonly inputs?: Readonly<Record<string, unknown>>
  /** A credential id of the test services (`cred-openai` …: the fake server's) or the credential's fields. */
  readonly credential?: string | Readonly<Record<string, string>>
  /** Default `hello`. */
  readonly question?: string
  readonly history?: readonly TChatMessage[]
  /** The unik's variables (`$vars.x` in user code). */
  readonly vars?: Readonly<Record<string, string>>
  /** The output anchor chosen on the canvas. */
  readonly output?: string
  readonly uploads?: readonly TUpload[]
  readonly sessionId?: string
  /** A vector upsert run (`POST /vector/upsert`). */
  readonly isUpsert?: boolean
  readonly signal?: AbortSignal
  /** Receives the node's tokens; the node streams only when this is given. */
  readonly onToken?: (token: string) => void
  /** Receives the model calls' token counts. */
  readonly onUsage?: (usage: TModelUsage) => void
  /** Default `harness.services()`: credentials at the fake server, in-memory chat memory, no variables. */
  readonly services?: TEngineServices
}

/** A run of a whole flow under the harness: `runFlow`'s options; defaults chat `c`, flow `f`, question `hello`. */
export type TFlowRunOptions = Partial<Omit<TRunFlowOptions, 'flowData'>>

export type TNodeHarness = {
  /** The fake OpenAI-compatible server (also Anthropic, Ollama and Gemini) the test credentials point at. */
  readonly openai: FakeOpenAI
  /** Engine services for this file's fake server; `extra` adds variables, tools, credentials, hosts. */
  services(extra?: TTestServicesExtra): TEngineServices
  /** The context `name`'s runtime would get from the engine, with `options` in it. */
  context(name: string, options?: TNodeRunOptions): TNodeContext
  /** Runs `name` as a sub-node: what it supplies to the node using it. */
  supply(name: string, options?: TNodeRunOptions): Promise<unknown>
  /** Runs `name` as the answering node: its answer. */
  execute(name: string, options?: TNodeRunOptions): Promise<TNodeAnswer>
  /** Runs a flow on the real engine: node specs (edges follow `{{id.data.instance}}`) or flowData. */
  runFlow(flow: readonly TNodeSpec[] | TFlowData, options?: TFlowRunOptions): Promise<TRunResult>
  /** `runFlow` listening as a streaming client: the events it sent and the tokens among them. */
  runFlowWithEvents(flow: readonly TNodeSpec[] | TFlowData, options?: TFlowRunOptions): Promise<TEventedRun>
}

export type TEventedRun = {
  readonly result: TRunResult
  readonly events: readonly TRunEvent[]
  readonly tokens: readonly string[]
}

const GIVEN_CREDENTIAL = 'harness-credential'

/** The credential the node asks for: an id of the services, or given fields under an id of its own. */
function withCredential(
  services: TEngineServices,
  credential: TNodeRunOptions['credential'],
): { services: TEngineServices; credentialId: string | undefined } {
  if (credential === undefined || typeof credential === 'string')
    return { services, credentialId: credential }
  const getCredential = (id: string) =>
    id === GIVEN_CREDENTIAL ? Promise.resolve({ ...credential }) : services.getCredential(id)
  return { services: { ...services, getCredential }, credentialId: GIVEN_CREDENTIAL }
}

function nodeContext(base: TEngineServices, name: string, options: TNodeRunOptions): TNodeContext {
  const { services, credentialId } = withCredential(options.services ?? base, options.credential)
  const signal = options.signal ?? new AbortController().signal
  const allowlist = parseAllowlist(services.allowPrivateHosts)
  const question = options.question ?? 'hello'
  const chatId = 'c'
  const { onToken, onUsage } = options
  const vars = options.vars ?? {}
  return createNodeContext(
    {
      question,
      history: options.history ?? [],
      chatId,
      sessionId: options.sessionId,
      flowId: 'f',
      uploads: options.uploads ?? [],
      isUpsert: options.isUpsert === true,
      services,
      vars,
      flowVars: {
        sessionId: options.sessionId ?? chatId,
        chatId,
        chatflowId: 'f',
        input: question,
      },
      fetch: createGuardedFetch({ allowlist, signal, maxResponseBytes: services.maxResponseBytes }),
      allowlist,
      models: new ModelWatch(
        signal,
        services.modelTimeouts ?? DEFAULT_MODEL_TIMEOUTS,
        modelGuardOf(services),
      ),
      recordUsage: ({ nodeId: _node, ...usage }) => onUsage?.(usage),
      streaming: onToken !== undefined,
      emitToken: (token) => onToken?.(token),
    },
    {
      id: name,
      label: name,
      name,
      inputs: options.inputs ?? {},
      output: options.output,
      credentialId,
      signal,
      answers: true,
    },
  )
}

async function runtimeOf(name: string) {
  const loaded = await nodeLibrary.loadRuntime(name)
  const module = loaded?.kind === 'chatflow' ? loaded.module : undefined
  if (!module) throw new Error(`No runtime for node ${name} (listed in nodes/src/runtimes.ts?)`)
  return module.runtime
}

/**
 * Tests one node in its own folder (docs/architecture.md#adding-a-node): call it in the test file's top
 * level. It starts the fake model server before the file's tests and closes it after them; `supply` and
 * `execute` run the node's runtime alone with the context the engine would build (guarded fetch, sandbox,
 * model timeouts, credentials of the test services), `runFlow` runs a small flow on the real engine.
 */
export function useNodeHarness(): TNodeHarness {
  let fake: FakeOpenAI | undefined
  beforeAll(async () => {
    fake = await startFakeOpenAI()
  })
  afterAll(() => fake?.close())
  const openai = () => {
    if (!fake) throw new Error('The node harness starts its fake server before the tests (beforeAll)')
    return fake
  }
  const services = (extra?: TTestServicesExtra) => createTestServices(openai().baseUrl, extra)
  const context = (name: string, options: TNodeRunOptions = {}) => nodeContext(services(), name, options)
  return {
    get openai() {
      return openai()
    },
    services,
    context,
    async supply(name, options = {}) {
      const runtime = await runtimeOf(name)
      const ctx = context(name, options)
      // As the engine gives it to a node that takes LangChain's objects: a stand-in built.
      if (runtime.supply) return toLangChain(await runtime.supply(ctx))
      if (runtime.kind === 'execute') return (await runtime.execute(ctx)).text
      throw new Error(`${name} supplies nothing`)
    },
    async execute(name, options = {}) {
      const runtime = await runtimeOf(name)
      if (runtime.kind !== 'execute') throw new Error(`${name} supplies; it does not answer (use supply)`)
      const inputs = options.inputs && (await inputsFor(runtime, options.inputs))
      return runtime.execute(context(name, { ...options, ...(inputs ? { inputs } : {}) }))
    },
    async runFlowWithEvents(flow, options = {}) {
      const events: TRunEvent[] = []
      const result = await this.runFlow(flow, { ...options, onEvent: (e) => events.push(e) })
      const tokens = events.flatMap((e) => (e.event === 'token' ? [String(e.data)] : []))
      return { result, events, tokens }
    },
    runFlow(flow, options = {}) {
      return runFlow({
        chatId: 'c',
        flowId: 'f',
        question: 'hello',
        services: services(),
        ...options,
        flowData: isSpecList(flow) ? buildFlow(flow) : flow,
      })
    },
  }
}

function isSpecList(flow: readonly TNodeSpec[] | TFlowData): flow is readonly TNodeSpec[] {
  return Array.isArray(flow)
}
