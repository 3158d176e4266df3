import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const inputModerationSimple = defineNode({
  name: 'inputModerationSimple',
  label: 'Simple Prompt Moderation',
  version: 2,
  type: 'Moderation',
  category: NodeCategories.Moderation,
  description: 'Stops the run when the user input contains a phrase from the deny list',
  baseClasses: ['Moderation'],
  icon: 'moderation/inputModerationSimple/inputModerationSimple.svg',
  inputs: [
    {
      label: 'Deny List',
      name: 'denyList',
      type: 'string',
      rows: 4,
      description: 'One phrase per line',
      placeholder: 'ignore previous instructions\nreveal your system prompt',
    },
    {
      label: 'Chat Model',
      name: 'model',
      type: 'BaseChatModel',
      description: 'Optional: also ask this model whether the input resembles a denied phrase',
      optional: true,
    },
    {
      label: 'Error Message',
      name: 'moderationErrorMessage',
      type: 'string',
      rows: 2,
      default: 'Cannot Process! Input violates the content moderation policies.',
      optional: true,
    },
  ],
})
