import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const startAgentflow = defineNode({
  name: 'startAgentflow',
  label: 'Start',
  version: 1.1,
  type: 'Start',
  category: NodeCategories.AgentFlows,
  capabilities: {
    start: true,
    agentflowV2: { canvasType: 'agentFlow', noInput: true, outputs: 'one', color: '#7EE787' },
  },
  description: 'Where an agent flow begins: a chat message or a form, the flow state and the memory',
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
      array: [
        {
          label: 'Type',
          name: 'type',
          type: 'options',
          default: 'string',
          options: [
            { label: 'String', name: 'string' },
            { label: 'Number', name: 'number' },
            { label: 'Boolean', name: 'boolean' },
            { label: 'Options', name: 'options' },
          ],
        },
        { label: 'Label', name: 'label', type: 'string' },
        { label: 'Variable Name', name: 'name', type: 'string' },
        {
          label: 'Add Options',
          name: 'addOptions',
          type: 'array',
          array: [{ label: 'Option', name: 'option', type: 'string' }],
        },
      ],
    },
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
        { label: 'Value', name: 'value', type: 'string', placeholder: 'Bar' },
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
})
