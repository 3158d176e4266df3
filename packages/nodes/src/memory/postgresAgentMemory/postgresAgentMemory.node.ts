import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { databaseServerInputs } from '../../recordmanager/connection-inputs'

/** Flowise's PostgreSQL checkpointer for the Sequential Agents Start node. */
export const postgresAgentMemory = defineNode({
  name: 'postgresAgentMemory',
  label: 'Postgres Agent Memory',
  version: 1,
  type: 'AgentMemory',
  category: NodeCategories.Memory,
  description:
    'Remembers the state of a sequential agent conversation between messages, in a table of your PostgreSQL database (agent_memory_threads)',
  baseClasses: ['AgentMemory', 'BaseCheckpointSaver'],
  icon: 'memory/postgresAgentMemory/postgresAgentMemory.svg',
  credential: { credentialNames: ['PostgresApi'], optional: true },
  inputs: databaseServerInputs(5432),
})
