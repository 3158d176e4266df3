import type { Kysely } from 'kysely'
import type { TChatMemoryStore } from '@unikflow/nodes'
import type { DB } from '../../db/schema'
import { findSessionTurns, softDeleteSession } from '../chat-messages/chat-messages.repository'

/** A run's chat memory: reads the stored messages of one flow, and notes which session memory used. */
export interface RunChatStore extends TChatMemoryStore {
  /** The session a memory node saved its turn under (it may differ from the run's chat id). */
  readonly savedSessionId: string | undefined
}

/**
 * Chat memory on `chat_messages`, as in Flowise: the transcript the prediction API stores is what
 * memory nodes read. Saving a turn stores nothing here (the server writes the turn, with its sources
 * and tools, after the run); it only records the session id the memory used.
 */
export function createRunChatStore(db: Kysely<DB>, target: { unikId: string; flowId: string }): RunChatStore {
  let savedSessionId: string | undefined
  // Memory nodes pass the run's flow id; the store stays bound to the flow the run belongs to.
  return {
    get savedSessionId() {
      return savedSessionId
    },
    getMessages: (sessionId) => findSessionTurns(db, target, sessionId),
    async addMessages(sessionId) {
      savedSessionId ??= sessionId
    },
    clear: (sessionId) => softDeleteSession(db, target, sessionId),
  }
}
