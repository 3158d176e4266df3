import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { vec3Params } from '../updl-inputs'

export const entity = defineNode({
  name: 'entity',
  label: 'Entity',
  version: 1,
  type: 'UPDLEntity',
  category: NodeCategories.UPDL,
  description: 'A thing in a Space built from Components and reacting to Events',
  baseClasses: ['UPDLEntity'],
  tags: ['UPDL'],
  icon: 'updl/entity/entity.svg',
  inputs: [
    { label: 'Components', name: 'components', type: 'UPDLComponent', list: true, optional: true },
    { label: 'Events', name: 'events', type: 'UPDLEvent', list: true, optional: true },
    { label: 'Entity Name', name: 'entityName', type: 'string', default: 'Entity', optional: true },
    ...vec3Params('position', 'Position', [0, 0, 0]),
    ...vec3Params('rotation', 'Rotation', [0, 0, 0]),
    ...vec3Params('scale', 'Scale', [1, 1, 1]),
  ],
})
