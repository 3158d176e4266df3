import type { Generated } from 'kysely'
import type {
  TChatRole,
  TChatType,
  TAssistantType,
  TChatflowType,
  TFeedbackRating,
  TGenerationMode,
  TPublicationTechnology,
  TPublicationVersionStatus,
  TUnikRole,
  TVariableType,
} from '@unikflow/graph'
import type { KnowledgeTables } from './schema-knowledge'
import type { EvaluationTables } from './schema-evaluations'
import type { RunTables } from './schema-runs'

export type {
  AnalyticsChatDaysTable,
  AnalyticsDailyTable,
  AnalyticsLatencyTable,
  RunNodesTable,
  RunTracesTable,
} from './schema-runs'

/**
 * Row shapes shared by both dialects: timestamps are ISO-8601 text and booleans are 0/1 integers,
 * so a row reads the same on SQLite and PostgreSQL. Repositories map rows to domain objects.
 */
export interface UsersTable {
  id: string
  email: string
  password_hash: string
  is_super_admin: number
  is_banned: number
  email_confirmed: number
  created_at: string
  updated_at: string
}

export interface RefreshTokensTable {
  id: string
  user_id: string
  family_id: string
  token_hash: string
  expires_at: string
  revoked_at: string | null
  replaced_by_id: string | null
  created_at: string
}

export interface EmailConfirmationsTable {
  token_hash: string
  user_id: string
  expires_at: string
}

export interface UniksTable {
  id: string
  name: string
  description: string
  created_at: string
  updated_at: string
}

export interface UnikMembersTable {
  unik_id: string
  user_id: string
  role: TUnikRole
  created_at: string
}

export interface ChatFlowsTable {
  id: string
  unik_id: string
  name: string
  /** The graph as JSON text (Flowise's `flowData`), editor-only fields stripped. */
  flow_data: string
  type: TChatflowType
  is_public: number
  deployed: number
  /** Flowise's tags: 'a;b;c'. */
  category: string | null
  version: number
  node_count: number
  apikeyid: string | null
  chatbot_config: string | null
  /** JSON text (ZFlowApiConfig): which overrides callers may send. */
  api_config: string | null
  /** JSON text of the configuration tabs Flowise keeps in their own columns. */
  speech_to_text: string | null
  follow_up_prompts: string | null
  analytic: string | null
  /** 1: canvas saves are a draft and only a release goes live (migration 0020). */
  release_explicitly: Generated<number>
  /** The release number served outside the canvas when release_explicitly is 1. */
  live_release: number | null
  created_at: string
  updated_at: string
  updated_by: string | null
}

export interface CredentialsTable {
  id: string
  unik_id: string
  name: string
  credential_name: string
  /** base64(iv | tag | ciphertext), AES-256-GCM under the keyring key `key_id`. */
  encrypted_data: string
  key_id: string
  created_at: string
  updated_at: string
}

export interface VariablesTable {
  id: string
  unik_id: string
  name: string
  value: string
  type: TVariableType
  created_at: string
  updated_at: string
}

export interface ToolsTable {
  id: string
  unik_id: string
  name: string
  description: string
  color: string
  icon_src: string | null
  schema: string
  func: string
  created_at: string
  updated_at: string
}

export interface AssistantsTable {
  id: string
  unik_id: string
  type: TAssistantType
  /** JSON text (ZCustomAssistantDetails for custom assistants). */
  details: string
  credential: string | null
  icon_src: string | null
  created_at: string
  updated_at: string
}

/** A file a chat sent, kept to show again (name unique per flow and chat). */
export interface ChatUploadsTable {
  id: string
  unik_id: string
  chatflow_id: string
  chat_id: string
  name: string
  mime: string
  size: number
  data: Buffer
  created_at: string
}

export interface ChatMessagesTable {
  id: string
  unik_id: string
  chatflow_id: string
  role: TChatRole
  content: string
  /** JSON text. */
  source_documents: string | null
  used_tools: string | null
  file_uploads: string | null
  /** JSON text: the steps of a Sequential Agents run (migration 0016; optional for rows written before). */
  agent_reasoning?: string | null
  /** JSON text: the approval the run waits for. */
  action?: string | null
  /** JSON text: the node runs of an Agentflow v2 execution (migration 0025; optional for rows before). */
  agent_flow_executed_data?: string | null
  /** JSON text: images and files the run made (migration 0026; optional for rows before). */
  artifacts?: string | null
  file_annotations?: string | null
  session_id: string | null
  chat_id: string
  chat_type: TChatType
  memory_type: string | null
  /** The release the run answered from (null: the draft, or a flow without releases). */
  release?: number | null
  created_at: string
  /** Set by a soft delete: hidden from lists and from memory. */
  deleted_at: string | null
}

export interface ChatMessageFeedbackTable {
  id: string
  unik_id: string
  chatflow_id: string
  chat_id: string
  message_id: string
  rating: TFeedbackRating
  content: string | null
  created_at: string
}

export interface ApiKeysTable {
  id: string
  unik_id: string
  key_name: string
  key_hash: string
  /** First/last four characters, for the masked display. */
  key_prefix: string
  key_suffix: string
  created_at: string
}

export interface LeadsTable {
  id: string
  unik_id: string
  chatflow_id: string
  chat_id: string
  name: string | null
  email: string | null
  phone: string | null
  /** Points a published quiz page sent with the lead (null for chatbot leads). */
  points: number | null
  created_at: string
}

export interface AppSettingsTable {
  key: string
  value: string
  updated_at: string
}

export interface InvitesTable {
  id: string
  token_hash: string
  email: string | null
  unik_id: string | null
  role: TUnikRole | null
  created_by: string | null
  created_at: string
  expires_at: string
  used_at: string | null
}

export interface PublicationsTable {
  id: string
  unik_id: string
  chatflow_id: string
  technology: TPublicationTechnology
  is_public: number
  generation_mode: TGenerationMode
  /** JSON text: an array of target platforms. */
  target_platforms: string
  /** JSON text (ZPublicationOptions). */
  options: string
  created_at: string
  updated_at: string
}

export interface PublicationVersionsTable {
  id: string
  unik_id: string
  chatflow_id: string
  publication_id: string
  technology: TPublicationTechnology
  version: number
  status: TPublicationVersionStatus
  generation_mode: TGenerationMode
  target_platforms: string
  options: string
  /** JSON text of the scene IR the version was published with; never flowData. */
  scene: string | null
  html_file: string | null
  scheduled_for: string | null
  published_at: string | null
  created_by: string | null
  created_at: string
}

export interface FlowVersionsTable {
  id: string
  unik_id: string
  chatflow_id: string
  /** The flow's `version` this save produced. */
  version: number
  name: string
  flow_data: string
  node_count: number
  edge_count: number
  created_at: string
  created_by: string | null
  /** Set when this version was released: its release number (per flow), note, when and by whom. */
  release?: number | null
  release_note?: string | null
  released_at?: string | null
  released_by?: string | null
}

export interface FlowHistorySettingsTable {
  unik_id: string
  /** How many versions of each flow are kept. */
  retention: number
  updated_at: string
}

export interface CustomTemplatesTable {
  id: string
  unik_id: string
  name: string
  description: string
  badge: string | null
  /** JSON arrays of words. */
  usecases: string
  tags: string
  framework: string
  type: string
  flow_data: string
  created_at: string
  created_by: string | null
}

/** Sequential Agents' LangGraph checkpoints, one JSON text per conversation of a flow. */
export interface AgentThreadsTable {
  thread_id: string
  unik_id: string
  chatflow_id: string
  data: string
  updated_at: string
}

export interface DB extends KnowledgeTables, EvaluationTables, RunTables {
  custom_templates: CustomTemplatesTable
  agent_threads: AgentThreadsTable
  flow_versions: FlowVersionsTable
  flow_history_settings: FlowHistorySettingsTable
  app_settings: AppSettingsTable
  invites: InvitesTable
  users: UsersTable
  refresh_tokens: RefreshTokensTable
  email_confirmations: EmailConfirmationsTable
  uniks: UniksTable
  unik_members: UnikMembersTable
  chat_flows: ChatFlowsTable
  credentials: CredentialsTable
  variables: VariablesTable
  tools: ToolsTable
  assistants: AssistantsTable
  chat_messages: ChatMessagesTable
  chat_uploads: ChatUploadsTable
  chat_message_feedback: ChatMessageFeedbackTable
  api_keys: ApiKeysTable
  leads: LeadsTable
  publications: PublicationsTable
  publication_versions: PublicationVersionsTable
}

export const toBool = (value: number): boolean => value === 1
export const fromBool = (value: boolean): number => (value ? 1 : 0)
export const nowIso = (): string => new Date().toISOString()
/** PostgreSQL returns count(*) as a string (bigint); SQLite as a number. */
export const toCount = (value: string | number | bigint): number => Number(value)
/** Escapes LIKE wildcards so a search term matches literally (used with `escape '\'`). */
export const likePattern = (term: string): string => `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`
