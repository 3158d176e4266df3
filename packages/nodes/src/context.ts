/**
 * What a node runtime receives from the engine (docs/conventions.md#nodes-get-a-context). The engine implements it; nodes never
 * import the engine or the server, so every host capability (credentials, memory storage, the
 * sandbox, the guarded fetch, streaming) arrives here.
 */

/** One stored chat turn, in Flowise's wording. */
export type TChatRole = 'userMessage' | 'apiMessage'
export type TChatMessage = { readonly role: TChatRole; readonly content: string }

/** Chat memory storage, backed by the server's database (an in-memory one exists for tests). */
export interface TChatMemoryStore {
  getMessages(sessionId: string, flowId: string): Promise<TChatMessage[]>
  addMessages(sessionId: string, flowId: string, messages: readonly TChatMessage[]): Promise<void>
  clear(sessionId: string, flowId: string): Promise<void>
}

export type TVariable = { readonly name: string; readonly value: string; readonly type: string }

/** A saved custom tool (`getTool(id)`), as Flowise stores it. */
export type TSavedTool = {
  readonly id: string
  readonly name: string
  readonly description: string
  /** JSON array of `{ property, type, description, required }`. */
  readonly schema: string
  readonly func: string
}

export interface TLogger {
  debug(msg: string, data?: Record<string, unknown>): void
  info(msg: string, data?: Record<string, unknown>): void
  warn(msg: string, data?: Record<string, unknown>): void
  error(msg: string, data?: Record<string, unknown>): void
}

export type TSourceDocument = { readonly pageContent: string; readonly metadata: Record<string, unknown> }
export type TUsedTool = { readonly tool: string; readonly toolInput: unknown; readonly toolOutput: string }

/** A file a run made, as the chat shows it (Flowise's `artifacts` item; graph's `ZArtifact`). */
export type TArtifact = { readonly type: string; readonly data: string }
/** A file a run made for the person to download (Flowise's `fileAnnotations` item). */
export type TFileAnnotation = { readonly filePath: string; readonly fileName: string }

/** What an ending node answers. */
export type TNodeAnswer = {
  readonly text: string
  readonly json?: unknown
  readonly sourceDocuments?: readonly TSourceDocument[]
  readonly usedTools?: readonly TUsedTool[]
  readonly artifacts?: readonly TArtifact[]
  readonly fileAnnotations?: readonly TFileAnnotation[]
}

/** A file a node made for the chat (an image a provider's tool generated). */
export type TChatFile = { readonly name: string; readonly mime: string; readonly data: Uint8Array }

/**
 * The run's chat's files: the server keeps them with the chat (`GET /get-upload-file` serves them to
 * those who may read the flow's chats), scoped to the run's unik, flow and chat.
 */
export interface TChatFileStore {
  /** The largest file kept, in bytes (a chat upload's limit). */
  readonly maxBytes: number
  /** Keeps the file under its name (a file of that name in the chat is replaced). */
  save(file: TChatFile): Promise<void>
}

/** Options for user code run in the sandbox; `inputs` become `$name` variables. */
export type TRunCodeOptions = {
  readonly inputs?: Record<string, unknown>
  readonly timeoutMs?: number
}

/** What the operator lets a flow start over stdio (`MCP_STDIO_COMMANDS`, `MCP_STDIO_ENV`). */
export type TMcpStdioPolicy = {
  /** Whole command lines (executable and every argument); a flow's line must equal one of them. */
  readonly commands: readonly (readonly string[])[]
  /** Names of the variables a flow's `env` may give the process. */
  readonly envNames: readonly string[]
}

export type TFetch = (url: string, init?: RequestInit) => Promise<Response>

/** Where uploaded files (chat uploads or file inputs) come from. */
export type TUpload = {
  readonly name: string
  readonly mime: string
  /** base64 data (Flowise `data:` URLs are accepted too). */
  readonly data: string
  readonly type?: 'file' | 'audio' | 'url'
}

/** The unik's document stores, as the server offers them to a run (Document Store nodes read them). */
export interface TDocumentStoreAccess {
  /** Every chunk of the store, in order. */
  loadDocuments(storeId: string): Promise<TSourceDocument[]>
  /** The `k` chunks nearest the query in the store's vector store (needs an upsert first). */
  search(storeId: string, query: string, k: number): Promise<TSourceDocument[]>
}

/**
 * A document store's stored files as byte streams, and where a loader hands its chunks as it makes them
 * (processing a loader): a loader that can stream (Text File) reads the files from `files` a piece at a
 * time, gives `onChunks` a batch per window and returns no documents; `onChunks` may apply back-pressure.
 */
export interface TDocumentStream {
  readonly files: ReadonlyArray<{ readonly name: string; read(): AsyncIterable<Uint8Array> }>
  onChunks(batch: TSourceDocument[]): Promise<void>
}

/**
 * Where Sequential Agents keep their threads (LangGraph checkpoints, one JSON text per thread): the
 * server's database; absent in tests, where threads live in memory.
 */
export interface TAgentThreadStore {
  load(threadId: string): Promise<string | undefined>
  save(threadId: string, data: string): Promise<void>
}

/** An OpenAI assistant of the unik, as the OpenAI Assistant node reaches it (its credential decrypted). */
export type TOpenAIAssistantRef = {
  readonly openaiId: string
  readonly apiKey: string
  readonly baseUrl: string
}

/** The unik's assistants, as the server offers them to a run. */
export interface TAssistantAccess {
  /** The OpenAI assistant saved under `assistantId` in the flow's unik; undefined when there is none. */
  openAI(assistantId: string): Promise<TOpenAIAssistantRef | undefined>
}

/** Tokens one model call used, as the provider reported them. */
export type TModelUsage = {
  readonly model: string
  readonly inputTokens: number
  readonly outputTokens: number
  /** The answer came from the model's cache (no tokens spent). */
  readonly cached?: boolean
}

/** A model call whose answer is read chunk by chunk (`modelStream`; the engine's `ModelWatch.streamFor`). */
export type TModelStream = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<TModelChunks>

export type TModelChunks = {
  readonly status: number
  readonly headers: Headers
  /** Calls `onChunk` with each chunk of the body, in order; settles at its end, rejects if it fails or is cut off. */
  each(onChunk: (chunk: Uint8Array) => void): Promise<void>
  /** Drops the answer unread. */
  discard(): void
}

export interface TNodeContext {
  readonly nodeId: string
  readonly label: string
  readonly nodeName: string
  /** Inputs with node references, variables and overrides resolved; lists are arrays. */
  readonly inputs: Readonly<Record<string, unknown>>
  /** The output anchor chosen on the canvas (`data.outputs.output`), when the node offers several. */
  readonly output: string | undefined
  /** True when this node's answer is the run's answer. */
  readonly isEnding: boolean
  readonly question: string
  /** Messages of this session before the question (history given by the caller or the memory store). */
  readonly history: readonly TChatMessage[]
  readonly chatId: string
  /** Session chosen by the caller (`overrideConfig.sessionId`, else the chatId it sent); memory nodes fall back to their own, then to the generated chatId. */
  readonly sessionId: string | undefined
  readonly flowId: string
  readonly uploads: readonly TUpload[]
  readonly signal: AbortSignal
  readonly logger: TLogger
  readonly memoryStore: TChatMemoryStore
  readonly vars: Readonly<Record<string, string>>
  /** Values Set Variable nodes stored in this run, read by Get Variable (Flowise's dynamic variables). */
  readonly runVariables: Map<string, unknown>
  /** The node's credential (decrypted), or `{}` when it has none. */
  getCredential(): Promise<Record<string, string>>
  getTool(id: string): Promise<TSavedTool | undefined>
  /** HTTP for user-given URLs, through the outbound guard. */
  readonly fetch: TFetch
  /**
   * The checked address to open another connection (a database) to a user-given host: the outbound
   * guard's rules, resolved once so the connection goes to the address that was checked.
   */
  resolveHost(host: string): Promise<string>
  /**
   * The command lines the operator lets Custom MCP start as stdio servers and the variables a flow may
   * pass them (`MCP_STDIO_COMMANDS`, `MCP_STDIO_ENV`); a command from the flow alone never starts a
   * process. Absent or empty: none.
   */
  readonly mcpStdio?: TMcpStdioPolicy
  /**
   * `fetch` for a model client built by this node: through the outbound guard (a model base URL is a
   * user-given URL; a local model server needs the operator's allowlist), its answer bounded, and
   * timed — a call longer than `timeoutMs` (the node's `timeout`, else the server's default) or a
   * streamed answer pausing too long fails the node that called the model.
   */
  modelFetch(timeoutMs?: number): typeof fetch
  /** The same, for a reader of our own: the answer's chunks as they arrive, without a web stream. */
  modelStream(timeoutMs?: number): TModelStream
  /** Runs user JavaScript in the sandbox with `$vars`, `$flow`, `$input` and the given inputs. */
  runCode(code: string, options?: TRunCodeOptions): Promise<unknown>
  /** Streams a token of the answer (only the ending node's tokens reach the caller). */
  emitToken(token: string): void
  readonly isStreaming: boolean
  /**
   * The unik's file workspace (a folder under the server's DATA_DIR) for Read File / Write File; they
   * never reach files outside it. Absent outside the server.
   */
  readonly fileWorkspace?: string
  /** The most bytes the files of `fileWorkspace` may take together (Write File); absent or 0: no limit. */
  readonly fileWorkspaceQuotaBytes?: number
  /** The longest a database query a node sends for the flow (SQL Database Chain) may run, in ms. */
  readonly sqlQueryTimeoutMs?: number
  /**
   * The operator lets AWS nodes without keys in their credential use the server's own AWS credentials
   * (environment, shared config, instance or container role: the AWS SDK's default chain).
   */
  readonly awsDefaultCredentials?: boolean
  /** Where Sequential Agents threads are kept (the Agent Memory node supplies a saver over it); absent: in memory. */
  readonly agentThreads?: TAgentThreadStore
  /** Runs another flow of the unik with a question and gives its answer (the Chatflow Tool); absent outside the server. */
  readonly executeFlow?: (request: {
    readonly flowId: string
    readonly question: string
    readonly sessionId: string
    readonly overrideConfig: Readonly<Record<string, unknown>>
  }) => Promise<string>
  /** Assistants of the flow's unik (the OpenAI Assistant node); absent outside the server. */
  readonly assistants?: TAssistantAccess
  /** Document stores of the flow's unik; absent outside the server (tests, composed flows). */
  readonly documentStores?: TDocumentStoreAccess
  /** The loader's stored files and the sink for its chunks, when a document store processes a loader. */
  readonly documentStream?: TDocumentStream
  /**
   * The folder of the flow's unik where nodes keep files (a Faiss index); nodes resolve the paths an
   * editor types inside it (`shared/unik-files.ts`), never elsewhere. Absent: the host keeps no files.
   */
  readonly unikFilesDir?: string
  /** Where files the node makes for the chat are kept; absent outside the server (nothing is kept). */
  readonly chatFiles?: TChatFileStore
  /** True when the run is a vector upsert (`POST /vector/upsert`): vector stores kept on disk write then. */
  readonly isUpsert?: boolean
  /**
   * Counts a model call's tokens toward this node (a model node's calls happen later, inside the chain
   * or agent using it, so its runtime keeps the context's function). Absent outside the engine.
   */
  readonly recordUsage?: (usage: TModelUsage) => void
}
