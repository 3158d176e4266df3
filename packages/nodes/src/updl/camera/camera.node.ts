import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { numberParam, updlOptions, vec3Params } from '../updl-inputs'

export const camera = defineNode({
  name: 'camera',
  label: 'Camera',
  version: 1,
  type: 'UPDLCamera',
  category: NodeCategories.UPDL,
  description: 'The viewpoint of a Space',
  baseClasses: ['UPDLCamera'],
  tags: ['UPDL'],
  icon: 'updl/camera/camera.svg',
  inputs: [
    {
      label: 'Camera Type',
      name: 'cameraType',
      type: 'options',
      options: updlOptions(['perspective', 'orthographic']),
      default: 'perspective',
    },
    ...vec3Params('position', 'Position', [0, 1.6, 5]),
    ...vec3Params('rotation', 'Rotation', [0, 0, 0]),
    numberParam('fov', 'Field of View', 75),
    numberParam('near', 'Near', 0.1, { additionalParams: true }),
    numberParam('far', 'Far', 1000, { additionalParams: true }),
    numberParam('zoom', 'Zoom', 1, { additionalParams: true }),
  ],
})
