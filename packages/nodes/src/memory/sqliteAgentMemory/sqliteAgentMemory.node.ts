import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Flowise's SQLite checkpointer for the Sequential Agents Start node; here the file is in the unik's folder. */
export const sqliteAgentMemory = defineNode({
  name: 'sqliteAgentMemory',
  label: 'SQLite Agent Memory',
  version: 1,
  type: 'SQLiteAgentMemory',
  category: NodeCategories.Memory,
  description:
    'Remembers the state of a sequential agent conversation between messages, in a SQLite file of the unik',
  baseClasses: ['SQLiteAgentMemory', 'BaseCheckpointSaver'],
  icon: 'memory/sqliteAgentMemory/sqliteAgentMemory.svg',
  inputs: [
    {
      label: 'Database File Path',
      name: 'databaseFilePath',
      type: 'string',
      description: 'A file name inside the unik’s agent-memory folder; empty: agent-memory.sqlite',
      placeholder: 'agent-memory.sqlite',
      optional: true,
    },
    {
      label: 'Additional Connection Configuration',
      name: 'additionalConfig',
      type: 'json',
      description: 'Kept for Flowise flows; not used here',
      additionalParams: true,
      optional: true,
    },
  ],
})
