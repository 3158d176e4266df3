import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { colorParam, numberParam, updlOptions, vec3Params } from '../updl-inputs'

export const object = defineNode({
  name: 'object',
  label: 'Object',
  version: 1,
  type: 'UPDLObject',
  category: NodeCategories.UPDL,
  description: 'A 3D shape or glTF model placed in a Space or shown with an answer',
  baseClasses: ['UPDLObject'],
  tags: ['UPDL'],
  icon: 'updl/object/object.svg',
  inputs: [
    { label: 'Object Name', name: 'objectName', type: 'string', default: 'Object', optional: true },
    {
      label: 'Object Type',
      name: 'objectType',
      type: 'options',
      options: updlOptions(['box', 'sphere', 'cylinder', 'plane', 'torus', 'cone']),
      default: 'box',
    },
    colorParam('color', 'Colour', '#4f86f7'),
    ...vec3Params('position', 'Position', [0, 0.5, 0]),
    ...vec3Params('rotation', 'Rotation', [0, 0, 0]),
    ...vec3Params('scale', 'Scale', [1, 1, 1]),
    numberParam('width', 'Width', 1, { additionalParams: true }),
    numberParam('height', 'Height', 1, { additionalParams: true }),
    numberParam('depth', 'Depth', 1, { additionalParams: true }),
    numberParam('radius', 'Radius', 0.5, { additionalParams: true }),
    {
      label: 'Model URL',
      name: 'modelUrl',
      type: 'string',
      description: 'An https address of a glTF/GLB model shown instead of the shape',
      optional: true,
      additionalParams: true,
    },
  ],
})
