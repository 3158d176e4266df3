import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const localHashEmbeddings = defineNode({
  name: 'localHashEmbeddings',
  label: 'Local Embeddings (hashing)',
  version: 1,
  type: 'LocalHashEmbeddings',
  category: NodeCategories.Embeddings,
  description:
    'Turns text into vectors on this server by hashing its words: no provider, no key, no network. Good for trying retrieval; a real model finds meaning better',
  baseClasses: ['LocalHashEmbeddings', 'Embeddings'],
  icon: 'embeddings/localHashEmbeddings/localHashEmbeddings.svg',
  inputs: [
    {
      label: 'Dimensions',
      name: 'dimensions',
      type: 'number',
      description: 'Length of the vectors',
      default: 384,
      optional: true,
      additionalParams: true,
    },
  ],
})
