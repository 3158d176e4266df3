import type { Kysely } from 'kysely'
import type { TAgentThreadStore } from '@unikflow/nodes'
import { nowIso, type DB } from '../../db/schema'

/**
 * Sequential Agents' threads of one flow of one unik. The engine names threads `<flowId>:<session>`;
 * rows are read and written only for this flow and unik, whatever the id says.
 */
export function agentThreadStore(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
): TAgentThreadStore {
  return {
    async load(threadId) {
      const row = await db
        .selectFrom('agent_threads')
        .select('data')
        .where('thread_id', '=', threadId)
        .where('unik_id', '=', target.unikId)
        .where('chatflow_id', '=', target.flowId)
        .executeTakeFirst()
      return row?.data
    },
    async save(threadId, data) {
      await db
        .insertInto('agent_threads')
        .values({
          thread_id: threadId,
          unik_id: target.unikId,
          chatflow_id: target.flowId,
          data,
          updated_at: nowIso(),
        })
        .onConflict((oc) =>
          oc
            .column('thread_id')
            .doUpdateSet({ data, updated_at: nowIso() })
            .where('agent_threads.unik_id', '=', target.unikId)
            .where('agent_threads.chatflow_id', '=', target.flowId),
        )
        .execute()
    },
  }
}
