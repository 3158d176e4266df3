import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { updlOptions } from '../updl-inputs'

export const action = defineNode({
  name: 'action',
  label: 'Action',
  version: 1,
  type: 'UPDLAction',
  category: NodeCategories.UPDL,
  description: 'What an Event does',
  baseClasses: ['UPDLAction'],
  tags: ['UPDL'],
  icon: 'updl/action/action.svg',
  inputs: [
    {
      label: 'Action Type',
      name: 'actionType',
      type: 'options',
      options: updlOptions(['show', 'hide', 'move', 'setData', 'playSound']),
      default: 'show',
    },
    {
      label: 'Target',
      name: 'target',
      type: 'string',
      description: 'Name of the Entity or Object acted on',
      optional: true,
    },
    { label: 'Parameters', name: 'parameters', type: 'json', optional: true },
  ],
})
