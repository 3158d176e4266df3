import type { Kysely, Migration } from 'kysely'

// Registration control: instance settings chosen in the admin panel, and invitation links (only a hash
// of each link's token is stored, like refresh tokens and API keys).
export const registration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('app_settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('invites')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text')
      .addColumn('unik_id', 'text', (c) => c.references('uniks.id').onDelete('cascade'))
      .addColumn('role', 'text')
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('invites').execute()
    await db.schema.dropTable('app_settings').execute()
  },
}
