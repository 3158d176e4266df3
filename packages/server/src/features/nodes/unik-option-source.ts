import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { listStores } from '../document-stores/document-stores.service'
import { findTool } from '../tools/tools.repository'
import { listTools } from '../tools/tools.service'
import type { UnikOptionSource } from './load-methods'

/** A unik's saved tools, document stores and flows as the options of a node input (id as the value). */
export function unikOptionSource(db: Kysely<DB>, unikId: string): UnikOptionSource {
  return {
    tools: async () =>
      (await listTools(db, unikId)).map((tool) => ({
        label: tool.name,
        name: tool.id,
        description: tool.description,
      })),
    stores: async () =>
      (await listStores(db, unikId)).map((store) => ({
        label: store.name,
        name: store.id,
        description: store.description,
      })),
    flows: async () =>
      (
        await db
          .selectFrom('chat_flows')
          .select(['id', 'name', 'type'])
          .where('unik_id', '=', unikId)
          .orderBy('name')
          .orderBy('id')
          .execute()
      ).map((flow) => ({ label: flow.name, name: flow.id, description: flow.type })),
    toolSchema: async (id) => (await findTool(db, unikId, id))?.schema ?? undefined,
  }
}
