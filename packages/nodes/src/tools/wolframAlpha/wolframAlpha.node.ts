import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const wolframAlpha = defineNode({
  name: 'wolframAlpha',
  label: 'WolframAlpha',
  version: 1,
  type: 'WolframAlpha',
  category: NodeCategories.Tools,
  description: 'Lets an agent ask WolframAlpha, a computational knowledge engine (maths, science, facts)',
  baseClasses: ['WolframAlpha', 'Tool', 'StructuredTool', 'Runnable'],
  icon: 'tools/wolframAlpha/wolframAlpha.svg',
  credential: { credentialNames: ['wolframAlphaAppId'] },
  inputs: [],
})
