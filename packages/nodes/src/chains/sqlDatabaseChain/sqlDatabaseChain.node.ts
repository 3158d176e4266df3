import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'

export const sqlDatabaseChain = defineNode({
  name: 'sqlDatabaseChain',
  label: 'Sql Database Chain',
  version: 5,
  type: 'SqlDatabaseChain',
  category: NodeCategories.Chains,
  description:
    'Answers questions about a SQL database: the model writes a query, it runs read-only, the model answers from the rows',
  baseClasses: ['SqlDatabaseChain', 'BaseChain', 'Runnable'],
  icon: 'chains/sqlDatabaseChain/sqlDatabaseChain.svg',
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
      label: 'Connection string or file path (sqlite only)',
      name: 'url',
      type: 'string',
      description:
        "PostgreSQL: postgres://user:password@host:5432/db. SQLite: a file in the unik's file workspace",
      placeholder: '127.0.0.1:5432/chinook',
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
        'Let the model’s queries change data (INSERT, UPDATE, DELETE …). Off: the database is opened read-only',
      default: false,
      optional: true,
      additionalParams: true,
    },
    inputModerationAnchor,
  ],
})
