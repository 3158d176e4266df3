import type { Kysely, Migration } from 'kysely'

// Publishing flows: API keys get masking parts (the key itself is only ever stored as a hash), flows
// get the configuration tabs Flowise keeps in their own columns, and leads are stored per flow.
export const publish: Migration = {
  async up(db: Kysely<unknown>) {
    // First and last four characters of the key, to show it as `abcd…wxyz`.
    await db.schema
      .alterTable('api_keys')
      .addColumn('key_prefix', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
    await db.schema
      .alterTable('api_keys')
      .addColumn('key_suffix', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
    await db.schema
      .createIndex('api_keys_unik_idx')
      .on('api_keys')
      .columns(['unik_id', 'created_at'])
      .execute()

    for (const column of ['speech_to_text', 'follow_up_prompts', 'analytic'])
      await db.schema.alterTable('chat_flows').addColumn(column, 'text').execute()
    await db.schema.createIndex('chat_flows_apikey_idx').on('chat_flows').column('apikeyid').execute()

    await db.schema
      .createTable('leads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('unik_id', 'text', (c) => c.notNull().references('uniks.id').onDelete('cascade'))
      .addColumn('chatflow_id', 'text', (c) => c.notNull().references('chat_flows.id').onDelete('cascade'))
      .addColumn('chat_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text')
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('leads_flow_idx').on('leads').columns(['chatflow_id', 'created_at']).execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('leads').ifExists().execute()
    await db.schema.dropIndex('chat_flows_apikey_idx').ifExists().execute()
    for (const column of ['speech_to_text', 'follow_up_prompts', 'analytic'])
      await db.schema.alterTable('chat_flows').dropColumn(column).execute()
    await db.schema.dropIndex('api_keys_unik_idx').ifExists().execute()
    await db.schema.alterTable('api_keys').dropColumn('key_prefix').execute()
    await db.schema.alterTable('api_keys').dropColumn('key_suffix').execute()
  },
}
