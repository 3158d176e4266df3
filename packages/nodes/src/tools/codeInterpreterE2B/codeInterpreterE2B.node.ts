import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** What the agent is told the tool does (Flowise's default, in our words). */
export const E2B_TOOL_DESCRIPTION =
  'Runs a whole Python script in a long-lived sandbox and returns what it prints. Send plain Python, not Markdown, and print every result; common data packages (pandas, numpy, matplotlib) are installed.'

export const codeInterpreterE2B = defineNode({
  name: 'codeInterpreterE2B',
  label: 'Code Interpreter by E2B',
  version: 1,
  type: 'CodeInterpreter',
  category: NodeCategories.Tools,
  description:
    "Gives an agent a tool that runs Python in E2B's cloud sandbox (a paid service), with the credential's key",
  baseClasses: ['CodeInterpreter', 'Tool'],
  icon: 'tools/codeInterpreterE2B/codeInterpreterE2B.svg',
  credential: { credentialNames: ['E2BApi'], optional: true },
  inputs: [
    {
      label: 'Tool Name',
      name: 'toolName',
      type: 'string',
      description: 'The name the agent calls the tool by',
      default: 'code_interpreter',
    },
    {
      label: 'Tool Description',
      name: 'toolDesc',
      type: 'string',
      rows: 4,
      description: 'What the agent is told the tool does',
      default: E2B_TOOL_DESCRIPTION,
    },
  ],
})
