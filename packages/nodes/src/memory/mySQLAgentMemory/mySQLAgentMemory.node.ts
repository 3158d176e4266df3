import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { databaseServerInputs } from '../../recordmanager/connection-inputs'

/** Flowise's MySQL checkpointer for the Sequential Agents Start node. */
export const mySQLAgentMemory = defineNode({
  name: 'mySQLAgentMemory',
  label: 'MySQL Agent Memory',
  version: 1,
  type: 'AgentMemory',
  category: NodeCategories.Memory,
  description:
    'Remembers the state of a sequential agent conversation between messages, in a table of your MySQL database (agent_memory_threads)',
  baseClasses: ['AgentMemory', 'BaseCheckpointSaver'],
  icon: 'memory/mySQLAgentMemory/mySQLAgentMemory.svg',
  credential: { credentialNames: ['MySQLApi'], optional: true },
  inputs: databaseServerInputs(3306),
})
