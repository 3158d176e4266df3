import type { TModelTimeouts } from './model-watch'
import type {
  TAgentThreadStore,
  TAssistantAccess,
  TChatMemoryStore,
  TDocumentStoreAccess,
  TDocumentStream,
  TLogger,
  TExecuteFlow,
  TSavedTool,
} from '@unikflow/nodes'

export type TRunVariable = {
  readonly name: string
  readonly value: string
  readonly type: 'static' | 'runtime' | string
}

/** What the host (server or worker) provides to a run; the engine has no database or HTTP of its own. */
export interface TEngineServices {
  /** Decrypted credential fields by credential id. */
  getCredential(id: string): Promise<Record<string, string>>
  /** The unik's variables; `runtime` ones carry the value already read from the environment. */
  getVariables(): Promise<readonly TRunVariable[]>
  readonly memoryStore: TChatMemoryStore
  getTool(id: string): Promise<TSavedTool | undefined>
  readonly logger: TLogger
  /** Operator allowlist for the outbound guard (hosts and CIDRs, from `UNIKFLOW_OUTBOUND_ALLOWLIST`). */
  readonly allowPrivateHosts?: readonly string[]
  /** Executables Custom MCP may start over stdio (`MCP_STDIO_COMMANDS`); none when absent. */
  readonly mcpStdioCommands?: readonly string[]
  /** Sandbox limits for user code. */
  readonly sandbox?: { readonly timeoutMs?: number; readonly memoryLimitBytes?: number }
  /** Model call limits (server configuration); DEFAULT_MODEL_TIMEOUTS when absent. */
  readonly modelTimeouts?: TModelTimeouts
  /** The unik's file folder, the only place Read File / Write File reach; they refuse to run without it. */
  readonly fileWorkspace?: string
  /** The unik's document stores, for the Document Store nodes. */
  readonly documentStores?: TDocumentStoreAccess
  /** A document store processing a loader: its files as streams and the sink for its chunks. */
  readonly documentStream?: TDocumentStream
  /** The unik's folder for files nodes keep (a Faiss index); nodes needing one refuse to run without it. */
  readonly unikFilesDir?: string
  /** Where Sequential Agents keep their threads (checkpoints) between messages; in memory when absent. */
  readonly agentThreads?: TAgentThreadStore
  /** The unik's assistants, for the OpenAI Assistant node. */
  readonly assistants?: TAssistantAccess
  /** Runs another flow of the same unik (Execute Flow); the host refuses flows of other uniks. */
  readonly executeFlow?: TExecuteFlow
}

export const silentLogger: TLogger = { debug() {}, info() {}, warn() {}, error() {} }
