import type { Kysely, Migration } from 'kysely'

// Evaluations: datasets of cases per unik (rows: input, expected output, history and variables as JSON
// text), and evaluation runs of a flow version over a dataset with their evaluators (JSON text), progress
// and summary, and one result per row (output, verdicts as JSON text, latency, tokens, cost). A flow's
// release gate names a dataset and the pass rate a version's evaluation must reach before it is released.
export const evaluations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('datasets')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('unik_id', 'text', (c) => c.notNull().references('uniks.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('datasets_unik_idx').on('datasets').column('unik_id').execute()

    await db.schema
      .createTable('dataset_rows')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('unik_id', 'text', (c) => c.notNull().references('uniks.id').onDelete('cascade'))
      .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
      .addColumn('input', 'text', (c) => c.notNull())
      .addColumn('output', 'text', (c) => c.notNull())
      .addColumn('history', 'text', (c) => c.notNull())
      .addColumn('variables', 'text', (c) => c.notNull())
      .addColumn('sequence_no', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('dataset_rows_dataset_idx')
      .on('dataset_rows')
      .columns(['dataset_id', 'sequence_no'])
      .execute()

    await db.schema
      .createTable('evaluations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('unik_id', 'text', (c) => c.notNull().references('uniks.id').onDelete('cascade'))
      .addColumn('chatflow_id', 'text', (c) => c.notNull().references('chat_flows.id').onDelete('cascade'))
      .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      /** 'draft', 'live' or the release number as text. */
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('evaluators', 'text', (c) => c.notNull())
      /** SHA-256 of the evaluated graph's flowData: a release gate finds the evaluations of a version by it. */
      .addColumn('flow_hash', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('done', 'integer', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('summary', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .execute()
    await db.schema
      .createIndex('evaluations_unik_idx')
      .on('evaluations')
      .columns(['unik_id', 'created_at'])
      .execute()

    await db.schema
      .createTable('evaluation_results')
      .addColumn('evaluation_id', 'text', (c) => c.notNull().references('evaluations.id').onDelete('cascade'))
      .addColumn('row_id', 'text', (c) => c.notNull())
      .addColumn('sequence_no', 'integer', (c) => c.notNull())
      .addColumn('input', 'text', (c) => c.notNull())
      .addColumn('expected_output', 'text', (c) => c.notNull())
      .addColumn('output', 'text', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('pass', 'integer', (c) => c.notNull())
      .addColumn('latency_ms', 'integer', (c) => c.notNull())
      .addColumn('input_tokens', 'integer', (c) => c.notNull())
      .addColumn('output_tokens', 'integer', (c) => c.notNull())
      .addColumn('cost_usd', 'double precision', (c) => c.notNull())
      .addColumn('verdicts', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('evaluation_results_pk', ['evaluation_id', 'row_id'])
      .execute()

    await db.schema
      .createTable('evaluation_gates')
      .addColumn('chatflow_id', 'text', (c) => c.primaryKey().references('chat_flows.id').onDelete('cascade'))
      .addColumn('unik_id', 'text', (c) => c.notNull().references('uniks.id').onDelete('cascade'))
      .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
      .addColumn('min_pass_rate', 'double precision', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('evaluation_gates').ifExists().execute()
    await db.schema.dropTable('evaluation_results').ifExists().execute()
    await db.schema.dropTable('evaluations').ifExists().execute()
    await db.schema.dropTable('dataset_rows').ifExists().execute()
    await db.schema.dropTable('datasets').ifExists().execute()
  },
}
