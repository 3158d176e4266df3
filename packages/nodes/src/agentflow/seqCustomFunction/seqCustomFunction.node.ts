import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { returnValueAsParam, sequentialNodeInput } from '../shared/seq-inputs'

export const seqCustomFunction = defineNode({
  name: 'seqCustomFunction',
  label: 'Custom JS Function',
  version: 2,
  type: 'CustomFunction',
  category: NodeCategories.SequentialAgents,
  capabilities: { sequential: true },
  description: 'Runs your JavaScript (in the sandbox) as a step: its result is a message or a state update',
  baseClasses: ['CustomFunction'],
  icon: 'agentflow/seqCustomFunction/seqCustomFunction.svg',
  inputs: [
    {
      label: 'Input Variables',
      name: 'functionInputVariables',
      type: 'json',
      description: 'Values the code reads as $name; a value may be a flow variable or another node',
      optional: true,
      acceptVariable: true,
      list: true,
    },
    sequentialNodeInput,
    { label: 'Function Name', name: 'functionName', type: 'string', placeholder: 'My Function' },
    {
      label: 'Javascript Function',
      name: 'javascriptFunction',
      type: 'code',
      description: 'A function body; $flow.state, $flow.input, $flow.sessionId and $vars are available',
    },
    returnValueAsParam,
  ],
})
