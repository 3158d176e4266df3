import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { numberParam, updlOptions } from '../updl-inputs'

export const event = defineNode({
  name: 'event',
  label: 'Event',
  version: 1,
  type: 'UPDLEvent',
  category: NodeCategories.UPDL,
  description: 'What an Entity reacts to; runs its Actions',
  baseClasses: ['UPDLEvent'],
  tags: ['UPDL'],
  icon: 'updl/event/event.svg',
  inputs: [
    { label: 'Actions', name: 'actions', type: 'UPDLAction', list: true, optional: true },
    {
      label: 'Event Type',
      name: 'eventType',
      type: 'options',
      options: updlOptions(['click', 'load', 'timer', 'collision']),
      default: 'click',
    },
    numberParam('interval', 'Interval (ms)', 1000, { show: { eventType: 'timer' } }),
  ],
})
