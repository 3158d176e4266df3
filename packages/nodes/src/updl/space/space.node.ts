import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { booleanParam, colorParam, updlOptions } from '../updl-inputs'

export const space = defineNode({
  name: 'space',
  label: 'Space',
  version: 1,
  type: 'UPDLSpace',
  category: NodeCategories.UPDL,
  description: 'A scene: what its objects, lights, camera and quiz data show; chain Spaces to order a quiz',
  baseClasses: ['UPDLSpace'],
  tags: ['UPDL'],
  icon: 'updl/space/space.svg',
  inputs: [
    {
      label: 'Previous Space',
      name: 'previousSpace',
      type: 'UPDLSpace',
      description: 'The Space shown before this one',
      optional: true,
    },
    { label: 'Objects', name: 'objects', type: 'UPDLObject', list: true, optional: true },
    { label: 'Lights', name: 'lights', type: 'UPDLLight', list: true, optional: true },
    { label: 'Camera', name: 'camera', type: 'UPDLCamera', optional: true },
    {
      label: 'Data',
      name: 'data',
      type: 'UPDLData',
      description: 'A question, an intro or a transition text',
      list: true,
      optional: true,
    },
    { label: 'Entities', name: 'entities', type: 'UPDLEntity', list: true, optional: true },
    { label: 'Universo', name: 'universo', type: 'UPDLUniverso', optional: true },
    { label: 'Space Name', name: 'spaceName', type: 'string', default: 'My Space' },
    {
      label: 'Space Type',
      name: 'spaceType',
      type: 'options',
      options: updlOptions(['scene', 'results']),
      default: 'scene',
      description: 'A results Space closes a quiz and shows the points',
    },
    colorParam('backgroundColor', 'Background Colour', '#1e1e2e'),
    booleanParam('skybox', 'Skybox', false, { additionalParams: true }),
    booleanParam('fog', 'Fog', false, { additionalParams: true }),
    booleanParam('showPoints', 'Show Points', false),
    booleanParam('collectLeadName', 'Collect Lead Name', false),
    booleanParam('collectLeadEmail', 'Collect Lead Email', false),
    booleanParam('collectLeadPhone', 'Collect Lead Phone', false),
  ],
})
