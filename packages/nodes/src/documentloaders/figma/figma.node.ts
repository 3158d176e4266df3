import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

/** The text layers of chosen nodes of a Figma file (its REST API), one document per node. */
export const figma = defineNode({
  name: 'figma',
  label: 'Figma',
  version: 2,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Loads the texts of chosen frames or layers of a Figma file, one document per node',
  baseClasses: ['Document'],
  icon: 'documentloaders/figma/figma.svg',
  credential: { credentialNames: ['figmaApi'] },
  inputs: [
    {
      label: 'File Key',
      name: 'fileKey',
      type: 'string',
      placeholder: 'key',
      description:
        'The part after /file/ (or /design/) in the file’s URL: https://www.figma.com/file/<key>/<title>',
    },
    {
      label: 'Node IDs',
      name: 'nodeIds',
      type: 'string',
      placeholder: '0, 1, 2',
      description:
        'Comma-separated ids of the nodes to load (the node-id of a frame’s link, 1-2 written 1:2)',
    },
    {
      label: 'Recursive',
      name: 'recursive',
      type: 'boolean',
      description: 'Read text layers at any depth under each node; off reads only its direct children',
      optional: true,
    },
    textSplitterAnchor,
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
