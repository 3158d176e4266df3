import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { updlOptions } from '../updl-inputs'

export const component = defineNode({
  name: 'component',
  label: 'Component',
  version: 1,
  type: 'UPDLComponent',
  category: NodeCategories.UPDL,
  description: 'A part of an Entity: geometry, material, script or sound',
  baseClasses: ['UPDLComponent'],
  tags: ['UPDL'],
  icon: 'updl/component/component.svg',
  inputs: [
    {
      label: 'Component Type',
      name: 'componentType',
      type: 'options',
      options: updlOptions(['geometry', 'material', 'script', 'sound', 'animation']),
      default: 'geometry',
    },
    {
      label: 'Properties',
      name: 'properties',
      type: 'json',
      description: 'The component settings as JSON',
      optional: true,
    },
  ],
})
