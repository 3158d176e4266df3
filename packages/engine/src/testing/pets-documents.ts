import type { TNodeSpec } from '../run/build-flow'

/**
 * Two split documents ("Cats purr." / "Dogs bark.", source "pets") as node specs: a recursive splitter `s`
 * feeding a Plain Text loader `t`, whose `{{t.data.instance}}` the vector store tests connect as documents.
 */
export const petsDocumentSpecs: readonly TNodeSpec[] = [
  { id: 's', name: 'recursiveCharacterTextSplitter', inputs: { chunkSize: 12, chunkOverlap: 0 } },
  {
    id: 't',
    name: 'plainText',
    output: 'document',
    inputs: {
      text: 'Cats purr.\n\nDogs bark.',
      metadata: '{"source":"pets"}',
      textSplitter: '{{s.data.instance}}',
    },
  },
]
