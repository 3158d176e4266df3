import type { TInputDefinition } from '@unikflow/graph'

/** What every record manager node lets the editor choose, as Flowise declares it. */
export const recordManagerSettings: TInputDefinition[] = [
  {
    label: 'Table Name',
    name: 'tableName',
    type: 'string',
    placeholder: 'upsertion_records',
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Namespace',
    name: 'namespace',
    type: 'string',
    description: 'Keeps the records of one vector store apart from another’s in the same table',
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Cleanup',
    name: 'cleanup',
    type: 'options',
    description: 'What happens to documents written before that this upsert no longer brings',
    options: [
      { label: 'None', name: 'none', description: 'Old documents stay' },
      {
        label: 'Incremental',
        name: 'incremental',
        description: 'Old documents of the sources this upsert brings are deleted (needs a SourceId Key)',
      },
      { label: 'Full', name: 'full', description: 'Every document this upsert does not bring is deleted' },
    ],
    default: 'none',
    additionalParams: true,
  },
  {
    label: 'SourceId Key',
    name: 'sourceIdKey',
    type: 'string',
    description: 'The metadata key naming the source of a document (for Incremental cleanup)',
    default: 'source',
    placeholder: 'source',
    optional: true,
    additionalParams: true,
  },
]

/** A record manager node's classes. */
export const recordManagerClasses = (type: string) => [type, 'RecordManager']
