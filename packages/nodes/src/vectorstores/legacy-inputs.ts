import type { TInputDefinition, TNodeDescriptor } from '@unikflow/graph'

/**
 * Flowise's older split vector store nodes ("… Upsert Document", "… Load Existing Index") declared the
 * same settings as today's merged node under the same names: their descriptors take those definitions
 * from the merged node (`inputsOf`) and declare only what the merged node no longer has.
 */

/** The documents an "Upsert Document" node writes; unlike the merged node's, required. */
export const legacyDocumentAnchor: TInputDefinition = {
  label: 'Document',
  name: 'document',
  type: 'Document',
  list: true,
}

export const legacyEmbeddingsAnchor: TInputDefinition = {
  label: 'Embeddings',
  name: 'embeddings',
  type: 'Embeddings',
}

/** The merged node's definition of an input (a missing name is a bug). */
export function inputOf(descriptor: TNodeDescriptor, name: string): TInputDefinition {
  const found = descriptor.inputs.find((i) => i.name === name)
  if (!found) throw new Error(`${descriptor.name} has no input ${name}`)
  return found
}

/** The merged node's definitions of the named inputs, in the order named. */
export function inputsOf(descriptor: TNodeDescriptor, names: readonly string[]): TInputDefinition[] {
  return names.map((name) => inputOf(descriptor, name))
}

/** Where the legacy node's description points people (its badge says it is on its way out). */
export const legacyNote = (merged: string) => `(legacy: the ${merged} node does both)`

/** Settings of Flowise's older Qdrant nodes kept so their flows keep them; the collection is made as the Qdrant node makes it. */
export const qdrantLegacyInputs = {
  vectorDimension: {
    label: 'Vector Dimension',
    name: 'qdrantVectorDimension',
    type: 'number',
    default: 1536,
    description: 'Not used: a new collection takes the size of the embeddings’ vectors',
    additionalParams: true,
    optional: true,
  },
  batchSize: {
    label: 'Upsert Batch Size',
    name: 'batchSize',
    type: 'number',
    step: 1,
    description: 'Not used: the documents are written in one request',
    additionalParams: true,
    optional: true,
  },
  similarity: {
    label: 'Similarity',
    name: 'qdrantSimilarity',
    type: 'options',
    default: 'Cosine',
    options: [
      { label: 'Cosine', name: 'Cosine' },
      { label: 'Euclid', name: 'Euclid' },
      { label: 'Dot', name: 'Dot' },
    ],
    description: 'Not used: a new collection measures cosine similarity',
    additionalParams: true,
    optional: true,
  },
  collectionConfiguration: {
    label: 'Additional Collection Configuration',
    name: 'qdrantCollectionConfiguration',
    type: 'json',
    description: 'Not used: the collection is read as it is',
    additionalParams: true,
    optional: true,
  },
} satisfies Record<string, TInputDefinition>

/** Flowise's older Postgres nodes named the TLS switch so; the runtime passes it as the Postgres node's SSL. */
export const sslConnectionInput: TInputDefinition = {
  label: 'SSL Connection',
  name: 'sslConnection',
  type: 'boolean',
  default: false,
  description: 'Connect over TLS',
  optional: true,
}
