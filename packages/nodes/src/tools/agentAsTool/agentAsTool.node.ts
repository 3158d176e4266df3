import type { TInputDefinition } from '@unikflow/graph'
import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { ChatflowTool } from '../ChatflowTool/ChatflowTool.node.js'

/** Where Agent as Tool says "agentflow" for Chatflow Tool's "chatflow". */
const ownTexts: Readonly<Record<string, Partial<TInputDefinition>>> = {
  description: { placeholder: 'Travel planner: plans a trip from dates, budget and places to see.' },
  overrideConfig: { description: "Overrides of the agentflow's configuration for these runs" },
  baseURL: { description: 'Kept for Flowise flows; the agentflow runs on this server' },
  startNewSession: {
    description: 'Each call starts a new conversation of the agentflow instead of continuing this one',
  },
  customInput: { description: 'A fixed question for the agentflow; empty lets the agent write it' },
}

/** Flowise's Agent as Tool: an agent asks another agentflow of this unik, as Chatflow Tool asks a chatflow. */
export const agentAsTool = defineNode({
  name: 'agentAsTool',
  label: 'Agent as Tool',
  version: 1,
  type: 'AgentAsTool',
  category: NodeCategories.Tools,
  description: "Lets an agent ask another agentflow of this unik a question and read that flow's answer",
  baseClasses: ['AgentAsTool', 'Tool'],
  icon: 'tools/agentAsTool/agentAsTool.svg',
  // The unik's flows (Flowise lists its agentflows with a loader of their own); the saved value is the flow's id.
  loadMethods: ['listFlows'],
  credential: { credentialNames: ['agentflowApi'], optional: true },
  inputs: [
    { label: 'Select Agent', name: 'selectedAgentflow', type: 'asyncOptions', loadMethod: 'listFlows' },
    ...ChatflowTool.inputs
      .filter((i) => i.name !== 'selectedChatflow')
      .map((i) => ({ ...i, ...ownTexts[i.name] })),
  ],
})
