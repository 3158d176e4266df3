import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const inputModerationOpenAI = defineNode({
  name: 'inputModerationOpenAI',
  label: 'OpenAI Moderation',
  version: 1,
  type: 'Moderation',
  category: NodeCategories.Moderation,
  description: 'Stops the run when OpenAI’s moderation endpoint flags the user input',
  baseClasses: ['Moderation'],
  icon: 'moderation/inputModerationOpenAI/inputModerationOpenAI.svg',
  credential: { credentialNames: ['openAIApi'] },
  inputs: [
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
