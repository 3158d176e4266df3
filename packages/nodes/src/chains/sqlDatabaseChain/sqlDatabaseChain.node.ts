import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'

/** The credential kind holding a PostgreSQL connection string (`connectionString`). */
export const POSTGRES_CONNECTION_CREDENTIAL = 'postgresConnectionUrl'

export const sqlDatabaseChain = defineNode({
  name: 'sqlDatabaseChain',
  label: 'Sql Database Chain',
  version: 5,
  type: 'SqlDatabaseChain',
  category: NodeCategories.Chains,
  description:
    'Answers questions about a SQL database: the model writes one query, it runs read-only with a time limit, the model answers from the rows',
  baseClasses: ['SqlDatabaseChain', 'BaseChain', 'Runnable'],
  icon: 'chains/sqlDatabaseChain/sqlDatabaseChain.svg',
  // A PostgreSQL connection string holds a password: it lives in a credential (encrypted, never exported).
  credential: {
    label: 'PostgreSQL Connection',
    credentialNames: [POSTGRES_CONNECTION_CREDENTIAL],
    optional: true,
  },
  inputs: [
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
    {
      label: 'Database',
      name: 'database',
      type: 'options',
      options: [
        { label: 'SQLite', name: 'sqlite' },
        { label: 'PostgreSQL', name: 'postgres' },
        { label: 'MSSQL', name: 'mssql', description: 'Not supported yet' },
        { label: 'MySQL', name: 'mysql', description: 'Not supported yet' },
      ],
      default: 'sqlite',
    },
    {
      label: 'SQLite File Path',
      name: 'url',
      type: 'string',
      description:
        "A file in the unik's file workspace. PostgreSQL: choose a PostgreSQL Connection credential instead",
      placeholder: 'chinook.db',
      optional: true,
    },
    {
      label: 'Include Tables',
      name: 'includesTables',
      type: 'string',
      description: 'Comma-separated tables the model may see; empty for all',
      placeholder: 'table1, table2',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Ignore Tables',
      name: 'ignoreTables',
      type: 'string',
      description: 'Comma-separated tables hidden from the model',
      placeholder: 'table1, table2',
      optional: true,
      additionalParams: true,
    },
    {
      label: "Sample table's rows info",
      name: 'sampleRowsInTableInfo',
      type: 'number',
      description: 'Rows of each table shown to the model with its columns',
      placeholder: '3',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Top Keys',
      name: 'topK',
      type: 'number',
      description: 'Most rows a query should return (the model is asked to LIMIT to it)',
      placeholder: '10',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Custom Prompt',
      name: 'customPrompt',
      type: 'string',
      rows: 4,
      description:
        'Replaces the prompt that asks for the query; may use {input}, {dialect}, {table_info} and {top_k}',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Allow Writes',
      name: 'allowWrites',
      type: 'boolean',
      description:
        'Let the model’s queries change rows (INSERT, UPDATE, DELETE). Off: only SELECT runs, on a read-only connection',
      default: false,
      optional: true,
      additionalParams: true,
    },
    inputModerationAnchor,
  ],
})
