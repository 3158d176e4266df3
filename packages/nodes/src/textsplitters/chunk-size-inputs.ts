import type { TInputDefinition } from '@unikflow/graph'

/** Chunk Size and Chunk Overlap, in characters: the two inputs every character-counting splitter shares. */
export const chunkSizeInputs: TInputDefinition[] = [
  {
    label: 'Chunk Size',
    name: 'chunkSize',
    type: 'number',
    description: 'Characters per chunk',
    default: 1000,
    optional: true,
  },
  {
    label: 'Chunk Overlap',
    name: 'chunkOverlap',
    type: 'number',
    description: 'Characters shared by neighbouring chunks',
    optional: true,
  },
]
