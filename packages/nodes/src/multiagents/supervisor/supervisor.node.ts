import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'

/** The supervisor's default instructions; `{team_members}` becomes the workers' names. */
export const SUPERVISOR_PROMPT = [
  'You lead a team of workers: {team_members}.',
  'Read the request and the conversation so far, then choose the worker who should act next and tell them what to do.',
  'Each worker does its part and reports back to you.',
  'When the request is fully answered, choose FINISH. Use as few steps as you can.',
].join('\n')

export const supervisor = defineNode({
  name: 'supervisor',
  label: 'Supervisor',
  version: 3,
  type: 'Supervisor',
  category: NodeCategories.MultiAgents,
  capabilities: { sequential: true },
  description:
    'Leads a team of workers: picks who acts next with a tool call, and finishes when the request is answered',
  baseClasses: ['Supervisor'],
  icon: 'multiagents/supervisor/supervisor.svg',
  inputs: [
    {
      label: 'Supervisor Name',
      name: 'supervisorName',
      type: 'string',
      placeholder: 'Supervisor',
      default: 'Supervisor',
    },
    {
      label: 'Supervisor Prompt',
      name: 'supervisorPrompt',
      type: 'string',
      rows: 4,
      description: 'Must contain {team_members}',
      default: SUPERVISOR_PROMPT,
      additionalParams: true,
    },
    {
      label: 'Tool Calling Chat Model',
      name: 'model',
      type: 'BaseChatModel',
      description:
        'Routes with a tool call, so it must support tool calling; workers without a model use it too',
    },
    {
      label: 'Agent Memory',
      name: 'agentMemory',
      type: 'BaseCheckpointSaver',
      description: "Keeps the team's conversation of a session between messages (else the server's store)",
      optional: true,
    },
    {
      label: 'Summarization',
      name: 'summarization',
      type: 'boolean',
      description:
        "Answer with the supervisor model's summary of what the workers did, not the last worker's words",
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Recursion Limit',
      name: 'recursionLimit',
      type: 'number',
      description: 'Most steps (supervisor and worker turns) one question may take; 100 when empty',
      default: 100,
      additionalParams: true,
    },
    inputModerationAnchor,
  ],
})
