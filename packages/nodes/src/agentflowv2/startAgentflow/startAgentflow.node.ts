import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { startFormFields } from './start-form-fields'
import { startScheduleInputs } from './start-schedule-inputs'
import { startWebhookInputs } from './start-webhook-inputs'

export const startAgentflow = defineNode({
  name: 'startAgentflow',
  label: 'Start',
  version: 1.4,
  type: 'Start',
  category: NodeCategories.AgentFlows,
  capabilities: {
    start: true,
    agentflowV2: { canvasType: 'agentFlow', noInput: true, outputs: 'one', color: '#7EE787' },
  },
  description:
    'Where an agent flow begins: a chat message, a form, a webhook or a schedule, the flow state and the memory',
  baseClasses: ['Start'],
  icon: 'agentflowv2/startAgentflow/startAgentflow.svg',
  inputs: [
    {
      label: 'Input Type',
      name: 'startInputType',
      type: 'options',
      default: 'chatInput',
      options: [
        { label: 'Chat Input', name: 'chatInput', description: 'The flow starts from a chat message' },
        { label: 'Form Input', name: 'formInput', description: 'The flow starts from a filled-in form' },
        {
          label: 'Webhook Trigger',
          name: 'webhookTrigger',
          description: 'The flow starts when a request reaches its webhook address',
        },
        {
          label: 'Schedule Input',
          name: 'scheduleInput',
          description: 'The flow starts by itself at the times of a schedule',
        },
      ],
    },
    {
      label: 'Form Title',
      name: 'formTitle',
      type: 'string',
      placeholder: 'Please fill out the form',
      show: { startInputType: 'formInput' },
    },
    {
      label: 'Form Description',
      name: 'formDescription',
      type: 'string',
      placeholder: 'Complete the fields below',
      show: { startInputType: 'formInput' },
    },
    {
      label: 'Form Input Types',
      name: 'formInputTypes',
      type: 'array',
      description: 'The fields of the form; each value is read as {{ $form.<name> }}',
      show: { startInputType: 'formInput' },
      array: startFormFields('formInputTypes'),
    },
    ...startWebhookInputs,
    ...startScheduleInputs,
    {
      label: 'Ephemeral Memory',
      name: 'startEphemeralMemory',
      type: 'boolean',
      optional: true,
      description: 'Start every run without the earlier messages of the session',
    },
    {
      label: 'Flow State',
      name: 'startState',
      type: 'array',
      optional: true,
      description: 'Keys every node can read as {{ $flow.state.<key> }} and update, with their first values',
      array: [
        { label: 'Key', name: 'key', type: 'string', placeholder: 'Foo' },
        { label: 'Value', name: 'value', type: 'string', placeholder: 'Bar', optional: true },
      ],
    },
    {
      label: 'Persist State',
      name: 'startPersistState',
      type: 'boolean',
      optional: true,
      description: 'Keep the flow state of a session from one run to the next',
    },
  ],
  migrations: [
    // Before 1.4 a Start without an input type started from the chat; it keeps doing so.
    {
      fromVersion: 1.1,
      up: (inputs) => ({ ...inputs, startInputType: inputs.startInputType || 'chatInput' }),
    },
  ],
})
