import type { Kysely, Migration } from 'kysely'

const unikRef = 'uniks.id'

async function createCredentials(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credentials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('unik_id', 'text', (c) => c.notNull().references(unikRef).onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('credential_name', 'text', (c) => c.notNull())
    // base64(iv | auth tag | ciphertext) of the JSON field values, AES-256-GCM.
    .addColumn('encrypted_data', 'text', (c) => c.notNull())
    // Which key of the keyring encrypted this row (rotation re-encrypts row by row).
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('credentials_unik_kind_idx')
    .on('credentials')
    .columns(['unik_id', 'credential_name'])
    .execute()
  await db.schema.createIndex('credentials_key_idx').on('credentials').column('key_id').execute()
}

async function createVariables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('variables')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('unik_id', 'text', (c) => c.notNull().references(unikRef).onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('variables_unik_name_uq', ['unik_id', 'name'])
    .execute()
}

async function createTools(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tools')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('unik_id', 'text', (c) => c.notNull().references(unikRef).onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('icon_src', 'text')
    .addColumn('schema', 'text', (c) => c.notNull())
    .addColumn('func', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('tools_unik_idx').on('tools').columns(['unik_id', 'updated_at']).execute()
}

async function createChatMessages(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('unik_id', 'text', (c) => c.notNull().references(unikRef).onDelete('cascade'))
    .addColumn('chatflow_id', 'text', (c) => c.notNull().references('chat_flows.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('source_documents', 'text')
    .addColumn('used_tools', 'text')
    .addColumn('file_uploads', 'text')
    .addColumn('session_id', 'text')
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('chat_type', 'text', (c) => c.notNull())
    .addColumn('memory_type', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute()
  await db.schema
    .createIndex('chat_messages_chat_idx')
    .on('chat_messages')
    .columns(['chatflow_id', 'chat_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('chat_messages_session_idx')
    .on('chat_messages')
    .columns(['chatflow_id', 'session_id', 'created_at'])
    .execute()
}

async function createChatMessageFeedback(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_message_feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('unik_id', 'text', (c) => c.notNull().references(unikRef).onDelete('cascade'))
    .addColumn('chatflow_id', 'text', (c) => c.notNull().references('chat_flows.id').onDelete('cascade'))
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) =>
      c.notNull().unique().references('chat_messages.id').onDelete('cascade'),
    )
    .addColumn('rating', 'text', (c) => c.notNull())
    .addColumn('content', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('chat_message_feedback_chat_idx')
    .on('chat_message_feedback')
    .columns(['chatflow_id', 'chat_id', 'created_at'])
    .execute()
}

async function createRunTraces(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('run_traces')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('unik_id', 'text', (c) => c.notNull().references(unikRef).onDelete('cascade'))
    .addColumn('chatflow_id', 'text', (c) => c.notNull().references('chat_flows.id').onDelete('cascade'))
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('trace', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .execute()
  await db.schema
    .createIndex('run_traces_chat_idx')
    .on('run_traces')
    .columns(['chatflow_id', 'chat_id', 'started_at'])
    .execute()
  await db.schema
    .createIndex('run_traces_flow_idx')
    .on('run_traces')
    .columns(['chatflow_id', 'started_at'])
    .execute()
}

async function createApiKeys(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('unik_id', 'text', (c) => c.notNull().references(unikRef).onDelete('cascade'))
    .addColumn('key_name', 'text', (c) => c.notNull())
    // sha256 of the key: keys are long random strings, so a fast hash is enough (no dictionary to try).
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}

// Running flows: credentials (encrypted), variables, saved tools, chat messages and feedback, run
// traces, minimal API keys, and the flow's apiConfig (override allowlist).
export const runs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('chat_flows').addColumn('api_config', 'text').execute()
    await createCredentials(db)
    await createVariables(db)
    await createTools(db)
    await createChatMessages(db)
    await createChatMessageFeedback(db)
    await createRunTraces(db)
    await createApiKeys(db)
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'api_keys',
      'run_traces',
      'chat_message_feedback',
      'chat_messages',
      'tools',
      'variables',
      'credentials',
    ])
      await db.schema.dropTable(table).ifExists().execute()
    await db.schema.alterTable('chat_flows').dropColumn('api_config').execute()
  },
}
