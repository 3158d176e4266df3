import type { TInputDefinition } from '@unikflow/graph'

/** Where a record manager's database server is, as Flowise's Postgres and MySQL record managers ask. */
export const databaseServerInputs = (defaultPort: number): TInputDefinition[] => [
  { label: 'Host', name: 'host', type: 'string', placeholder: 'localhost' },
  { label: 'Database', name: 'database', type: 'string' },
  { label: 'Port', name: 'port', type: 'number', placeholder: String(defaultPort), optional: true },
  {
    label: 'Additional Connection Configuration',
    name: 'additionalConfig',
    type: 'json',
    description: 'Kept for Flowise flows; not used here',
    additionalParams: true,
    optional: true,
  },
]
