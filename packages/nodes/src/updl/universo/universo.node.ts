import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { booleanParam } from '../updl-inputs'

export const universo = defineNode({
  name: 'universo',
  label: 'Universo',
  version: 1,
  type: 'UPDLUniverso',
  category: NodeCategories.UPDL,
  description: 'Connects a Space to the Universo network of shared spaces',
  baseClasses: ['UPDLUniverso'],
  tags: ['UPDL'],
  icon: 'updl/universo/universo.svg',
  inputs: [
    {
      label: 'Network Address',
      name: 'networkAddress',
      type: 'string',
      placeholder: 'wss://…',
      optional: true,
    },
    booleanParam('autoSync', 'Sync Automatically', true),
  ],
})
