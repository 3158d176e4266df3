import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const stickyNote = defineNode({
  name: 'stickyNote',
  label: 'Sticky Note',
  version: 2,
  capabilities: { annotation: true },
  type: 'StickyNote',
  category: NodeCategories.Utilities,
  description: 'A note on the canvas; it never runs',
  baseClasses: ['StickyNote'],
  tags: ['Utilities'],
  icon: 'utilities/stickyNote/stickyNote.svg',
  inputs: [
    { label: '', name: 'note', type: 'string', rows: 1, placeholder: 'Type something here', optional: true },
  ],
})
