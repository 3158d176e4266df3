import type { TModelTimeouts } from './model-watch'
import type {
  TAgentThreadStore,
  TAssistantAccess,
  TChatFileStore,
  TChatMemoryStore,
  TDocumentStoreAccess,
  TDocumentStream,
  TLogger,
  TMcpStdioPolicy,
  TExecuteFlow,
  TNodeLibrary,
  TSavedTool,
} from '@unikflow/nodes'

export type TRunVariable = {
  readonly name: string
  readonly value: string
  readonly type: 'static' | 'runtime' | string
  /** Why this runtime variable may not read the environment: a run that refers to it fails with this. */
  readonly refused?: string
}

/** What the host (server or worker) provides to a run; the engine has no database or HTTP of its own. */
export interface TEngineServices {
  /** The node library: every node type's descriptor and runtime (the engine knows no node by name). */
  readonly nodes: TNodeLibrary
  /** Decrypted credential fields by credential id. */
  getCredential(id: string): Promise<Record<string, string>>
  /** The unik's variables; `runtime` ones carry the value already read from the environment. */
  getVariables(): Promise<readonly TRunVariable[]>
  readonly memoryStore: TChatMemoryStore
  getTool(id: string): Promise<TSavedTool | undefined>
  readonly logger: TLogger
  /** Operator allowlist for the outbound guard (hosts and CIDRs, from `UNIKFLOW_OUTBOUND_ALLOWLIST`). */
  readonly allowPrivateHosts?: readonly string[]
  /** The largest body a fetch of the run reads, decoded and as sent (`UNIKFLOW_OUTBOUND_MAX_RESPONSE_MB`). */
  readonly maxResponseBytes?: number
  /** Command lines Custom MCP may start over stdio and the variables a flow may pass them; none when absent. */
  readonly mcpStdio?: TMcpStdioPolicy
  /** Sandbox limits for user code. */
  readonly sandbox?: { readonly timeoutMs?: number; readonly memoryLimitBytes?: number }
  /** Model call limits (server configuration); DEFAULT_MODEL_TIMEOUTS when absent. */
  readonly modelTimeouts?: TModelTimeouts
  /** The unik's file folder, the only place Read File / Write File reach; they refuse to run without it. */
  readonly fileWorkspace?: string
  /** The most bytes the files of `fileWorkspace` may take (Write File refuses past it); absent or 0: no limit. */
  readonly fileWorkspaceQuotaBytes?: number
  /** The longest a query the SQL Database Chain sends may run; its own default when absent. */
  readonly sqlQueryTimeoutMs?: number
  /** AWS nodes without keys may use the server's own AWS credentials (`UNIKFLOW_AWS_DEFAULT_CREDENTIALS`). */
  readonly awsDefaultCredentials?: boolean
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
  /** The run's chat's files: where nodes keep the images and files they make (Agent's built-in tools). */
  readonly chatFiles?: TChatFileStore
  /** Runs another flow of the same unik (Execute Flow); the host refuses flows of other uniks. */
  readonly executeFlow?: TExecuteFlow
}

export const silentLogger: TLogger = { debug() {}, info() {}, warn() {}, error() {} }
