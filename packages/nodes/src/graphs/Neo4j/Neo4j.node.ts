import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** A Neo4j database as a graph: its schema and a way to run Cypher on it (for the Graph Cypher QA Chain). */
export const Neo4j = defineNode({
  name: 'Neo4j',
  label: 'Neo4j',
  version: 1,
  type: 'Neo4j',
  category: NodeCategories.Graph,
  description: 'A Neo4j graph database, reached over its HTTP API',
  baseClasses: ['Neo4j', 'Neo4jGraph'],
  icon: 'graphs/Neo4j/Neo4j.svg',
  credential: { label: 'Connect Credential', credentialNames: ['neo4jApi'] },
  inputs: [
    {
      label: 'Database',
      name: 'database',
      type: 'string',
      placeholder: 'neo4j',
      description: 'Empty: neo4j',
      optional: true,
    },
    {
      label: 'Timeout (ms)',
      name: 'timeoutMs',
      type: 'number',
      description: 'How long one request to the database may take',
      default: 5000,
      optional: true,
    },
    {
      label: 'Enhanced Schema',
      name: 'enhancedSchema',
      type: 'boolean',
      description:
        'Kept for Flowise’s flows; the schema lists labels, properties and relationships either way',
      default: false,
      optional: true,
    },
  ],
})
