import type { BaseChatModel as TBaseChatModel } from '@langchain/core/language_models/chat_models'
import { lazyImport } from './lazy-import'

const langchainCoreLanguageModelsChatModels = lazyImport(
  () => import('@langchain/core/language_models/chat_models'),
)

/**
 * Chat model clients shared by the runs that ask the same provider with the same settings and credential
 * (issue 16: building a LangChain client and its OpenAI client cost ~0.8 ms of every prediction).
 *
 * What belongs to one run is never baked into a shared client: each run gets a view of it
 * (`Object.create`) with its own usage callbacks, and the shared client's `fetch` hands every request
 * to the fetch of the view that is calling (its timeouts, the abort of the node calling it). That fetch
 * rides in the call's options as the OpenAI SDK's per-request `fetchOptions`, which the SDK spreads into
 * the init it passes to fetch. (An AsyncLocalStorage did this first: once entered, Node 20 runs a hook on
 * every promise the process makes, ~5 % of the server's CPU per prediction.) The abort signal of a call is
 * passed per call by LangChain as before. Credentials are part of the key, so a client only ever holds
 * its own.
 */

let chatModelClass: typeof TBaseChatModel

/** The key of the calling view's fetch in the init a shared client's SDK passes to fetch. */
const VIEW_FETCH = Symbol('unikflow.viewFetch')

/** The fetch shared clients are built with: the calling view's, or plain fetch outside any view. */
const dispatchingFetch: typeof fetch = (input, init) => {
  const viewFetch: unknown = init && Reflect.get(init, VIEW_FETCH)
  return (typeof viewFetch === 'function' ? (viewFetch as typeof fetch) : fetch)(input, init)
}

/** Enough for every model a server's flows use; the least recently used client goes first. */
const MAX_CLIENTS = 64

type TSerialized = ReturnType<TBaseChatModel['toJSON']>
type TShared = { readonly model: TBaseChatModel; json?: TSerialized }
const clients = new Map<string, TShared>()

/** What one run gives its view of a shared client. */
export type TPerRun = {
  readonly fetch: typeof fetch
  readonly callbacks: NonNullable<TBaseChatModel['callbacks']>
}

type TCallOptions = Parameters<TBaseChatModel['_generate']>[1]

/**
 * `options` with the view's fetch in the SDK's request options, where each of LangChain's OpenAI paths
 * reads them: whole answers take `options.options`, streams take the call options themselves.
 */
function withViewFetch<O extends TCallOptions>(options: O, viewFetch: typeof fetch): O {
  const own = options as { fetchOptions?: object; options?: { fetchOptions?: object } }
  const marked = { [VIEW_FETCH]: viewFetch }
  return {
    ...options,
    fetchOptions: { ...own.fetchOptions, ...marked },
    options: { ...own.options, fetchOptions: { ...own.options?.fetchOptions, ...marked } },
  }
}

/** Whether a call's callbacks read its tokens as they come (a client streaming the answer, a tracer). */
function readsTokens(runManager: { handlers: readonly object[] } | undefined): boolean {
  return runManager?.handlers.some((h) => 'handleLLMNewToken' in h) ?? false
}

/** The per-API clients of shared clients (see below), each with its view that does not stream. */
const quietApiClients = new WeakMap<object, object>()

const streams = (client: object): boolean => 'streaming' in client && client.streaming === true

/** `client` asking for whole answers: a view of it with `streaming` off. */
function notStreaming<T extends object>(client: T): T {
  // Object.create types its result as any: a T by its prototype, with `streaming` its one own field.
  return Object.create(client, { streaming: { value: false } }) as T
}

/**
 * The view asking for the whole answer at once, for clients built to stream (`streaming`, on by default
 * in the nodes as in Flowise): when no callback reads the tokens — a prediction asked without streaming,
 * a chain's inner call — a stream only costs the server its per-chunk parsing and message merging (a
 * quarter of the engine's CPU per answer with one chunk a word). The answer, its usage and the callbacks'
 * end events are the same. OpenAI's clients hand each call to a client per API (`completions`,
 * `responses`), which streams by its own `streaming`. Undefined for clients that do not stream.
 */
function wholeAnswerView<T extends TBaseChatModel>(view: T): T | undefined {
  if (!streams(view)) return undefined
  const parts: PropertyDescriptorMap = {}
  for (const api of ['completions', 'responses']) {
    const client: unknown = Reflect.get(view, api)
    if (typeof client !== 'object' || client === null || !streams(client)) continue
    // Shared like the client it views (it holds nothing of a run), so the HTTP client it makes lazily
    // on its first call is made once, not per run.
    let quiet = quietApiClients.get(client)
    if (!quiet) quietApiClients.set(client, (quiet = notStreaming(client)))
    parts[api] = { value: quiet }
  }
  return Object.defineProperties(notStreaming(view), parts)
}

/**
 * A run's view of `shared`: its own callbacks; its calls (`_generate`, streamed chunks and events, and
 * models derived by `withConfig` — tools, structured output) fetch through `perRun.fetch`.
 */
function viewOf<T extends TBaseChatModel>(shared: T, perRun: TPerRun, json?: () => TSerialized): T {
  // Object.create types its result as any: the view is a T by its prototype, with own fields added below.
  const view = Object.create(shared) as T
  view.callbacks = perRun.callbacks
  const { fetch } = perRun
  const whole = wholeAnswerView(view)
  view._generate = (messages, options, runManager) =>
    shared._generate.call(
      whole && !readsTokens(runManager) ? whole : view,
      messages,
      withViewFetch(options, fetch),
      runManager,
    )
  view._streamResponseChunks = (messages, options, runManager) =>
    shared._streamResponseChunks.call(view, messages, withViewFetch(options, fetch), runManager)
  view._streamChatModelEvents = (messages, options, runManager) =>
    shared._streamChatModelEvents.call(view, messages, withViewFetch(options, fetch), runManager)
  // A derived model (ChatOpenAI builds a new client from its fields, for tools and structured output)
  // fetches through the same run's fetch; a binding around the view calls the view anyway.
  view.withConfig = (config) => {
    const derived = shared.withConfig.call(view, config)
    return derived instanceof chatModelClass ? viewOf(derived, perRun) : derived
  }
  if (json) view.toJSON = json
  return view
}

/**
 * The run's view of the client built by `build` for `key` (provider + every constructor field except
 * fetch and callbacks, credential values included). `build` gets the fetch to construct it with.
 */
export async function sharedChatModel<T extends TBaseChatModel>(
  key: string,
  build: (clientFetch: typeof fetch) => T,
  perRun: TPerRun,
): Promise<T> {
  chatModelClass ??= (await langchainCoreLanguageModelsChatModels()).BaseChatModel
  let entry = clients.get(key)
  if (entry) clients.delete(key)
  else entry = { model: build(dispatchingFetch) }
  clients.set(key, entry)
  if (clients.size > MAX_CLIENTS) {
    const oldest = clients.keys().next()
    if (!oldest.done) clients.delete(oldest.value)
  }
  const shared = entry
  // LangChain serialises the model (toJSON) for the callbacks at every call; a shared client never changes.
  const json = () => (shared.json ??= shared.model.toJSON())
  // The map holds TBaseChatModel; `build` for this key made a T (keys name the provider class).
  return viewOf(shared.model as T, perRun, json)
}
