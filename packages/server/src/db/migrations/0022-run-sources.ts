import type { Kysely, Migration } from 'kysely'

// The Runs page: where each run came from (canvas, api, embed, openai, mcp, evaluation, replay), its
// question and its answer, so a run is listed, replayed and added to a dataset without reading chats.
// Runs stored before have none of them (null).
export const runSources: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('run_traces').addColumn('source', 'text').execute()
    await db.schema.alterTable('run_traces').addColumn('question', 'text').execute()
    await db.schema.alterTable('run_traces').addColumn('answer', 'text').execute()
  },

  async down(db: Kysely<unknown>) {
    for (const column of ['answer', 'question', 'source'])
      await db.schema.alterTable('run_traces').dropColumn(column).execute()
  },
}
