import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

const keptForFlowise = 'Kept so Flowise exports open; threads are kept in the Unikflow database'

/**
 * Flowise's checkpointer for the Sequential Agents Start node. Unikflow already keeps every agent thread
 * in its own database, so the database inputs are kept but not used.
 */
export const agentMemory = defineNode({
  name: 'agentMemory',
  label: 'Agent Memory',
  version: 2,
  type: 'AgentMemory',
  category: NodeCategories.Memory,
  description:
    'Remembers the state of a sequential agent conversation between messages, in the Unikflow database (the database inputs are not used)',
  baseClasses: ['AgentMemory', 'BaseCheckpointSaver'],
  icon: 'memory/agentMemory/agentMemory.svg',
  badge: 'DEPRECATING',
  credential: { credentialNames: ['PostgresApi', 'MySQLApi'], optional: true },
  inputs: [
    {
      label: 'Database',
      name: 'databaseType',
      type: 'options',
      options: [
        { label: 'SQLite', name: 'sqlite' },
        { label: 'PostgreSQL', name: 'postgres' },
        { label: 'MySQL', name: 'mysql' },
      ],
      default: 'sqlite',
      description: keptForFlowise,
    },
    {
      label: 'Database File Path',
      name: 'databaseFilePath',
      type: 'string',
      description: keptForFlowise,
      additionalParams: true,
      optional: true,
    },
    {
      label: 'Host',
      name: 'host',
      type: 'string',
      description: keptForFlowise,
      additionalParams: true,
      optional: true,
    },
    {
      label: 'Database',
      name: 'database',
      type: 'string',
      description: keptForFlowise,
      additionalParams: true,
      optional: true,
    },
    {
      label: 'Port',
      name: 'port',
      type: 'number',
      description: keptForFlowise,
      additionalParams: true,
      optional: true,
    },
    {
      label: 'Additional Connection Configuration',
      name: 'additionalConfig',
      type: 'json',
      description: keptForFlowise,
      additionalParams: true,
      optional: true,
    },
  ],
})
