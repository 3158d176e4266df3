import type { TChatflowType, TUnikRole } from '@unikflow/graph'

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
  created_at: string
  updated_at: string
  updated_by: string | null
}

export interface DB {
  users: UsersTable
  refresh_tokens: RefreshTokensTable
  email_confirmations: EmailConfirmationsTable
  uniks: UniksTable
  unik_members: UnikMembersTable
  chat_flows: ChatFlowsTable
}

export const toBool = (value: number): boolean => value === 1
export const fromBool = (value: boolean): number => (value ? 1 : 0)
export const nowIso = (): string => new Date().toISOString()
/** PostgreSQL returns count(*) as a string (bigint); SQLite as a number. */
export const toCount = (value: string | number | bigint): number => Number(value)
/** Escapes LIKE wildcards so a search term matches literally (used with `escape '\'`). */
export const likePattern = (term: string): string => `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`
