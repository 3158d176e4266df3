import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { databaseServerInputs } from '../../recordmanager/connection-inputs'

/** Flowise's MySQL checkpointer for the Sequential Agents Start node: opens and saves as written, cannot run here. */
export const mySQLAgentMemory = defineNode({
  name: 'mySQLAgentMemory',
  label: 'MySQL Agent Memory',
  version: 1,
  type: 'AgentMemory',
  category: NodeCategories.Memory,
  description:
    'Remembers the state of a sequential agent conversation in a MySQL database. Needs a MySQL client this server does not ship: use the Postgres or SQLite Agent Memory',
  baseClasses: ['AgentMemory', 'BaseCheckpointSaver'],
  icon: 'memory/mySQLAgentMemory/mySQLAgentMemory.svg',
  credential: { credentialNames: ['MySQLApi'], optional: true },
  inputs: databaseServerInputs(3306),
})
