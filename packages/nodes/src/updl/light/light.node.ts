import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { booleanParam, colorParam, numberParam, updlOptions, vec3Params } from '../updl-inputs'

export const light = defineNode({
  name: 'light',
  label: 'Light',
  version: 1,
  type: 'UPDLLight',
  category: NodeCategories.UPDL,
  description: 'Lights a Space',
  baseClasses: ['UPDLLight'],
  tags: ['UPDL'],
  icon: 'updl/light/light.svg',
  inputs: [
    {
      label: 'Light Type',
      name: 'lightType',
      type: 'options',
      options: updlOptions(['directional', 'ambient', 'point', 'spot', 'hemisphere']),
      default: 'directional',
    },
    colorParam('color', 'Colour', '#ffffff'),
    { ...colorParam('groundColor', 'Ground Colour', '#444444'), show: { lightType: 'hemisphere' } },
    numberParam('intensity', 'Intensity', 1),
    ...vec3Params('position', 'Position', [1, 3, 2]),
    booleanParam('castShadow', 'Shadows', false, { additionalParams: true }),
  ],
})
