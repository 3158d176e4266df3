import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { vectara } from '../vectara/vectara.node.js'

/** The Vectara node's inputs this one has (Flowise's upload node: files in, no documents, no MMR). */
const SHARED = ['file', 'filter', 'sentencesBefore', 'sentencesAfter', 'lambda', 'topK']

export const vectaraUpload = defineNode({
  name: 'vectaraUpload',
  label: 'Vectara Upload File',
  version: 1,
  type: 'Vectara',
  category: NodeCategories.VectorStores,
  description:
    'Uploads files to a Vectara corpus, which reads and embeds them itself, and finds the closest passages',
  baseClasses: ['Vectara', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/vectaraUpload/vectaraUpload.svg',
  credential: { credentialNames: ['vectaraApi'] },
  inputs: vectara.inputs.filter((input) => SHARED.includes(input.name)),
  outputs: vectara.outputs,
})
