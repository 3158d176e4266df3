import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** A tracing service's credential holder, as Flowise has it: never on a canvas, chosen in the analysis tab. */
export const lunary = defineNode({
  name: 'lunary',
  label: 'Lunary',
  version: 1,
  type: 'Lunary',
  category: NodeCategories.Analytic,
  description: "Traces each run of the flow to Lunary; switched on in the flow's analysis settings",
  baseClasses: ['Lunary'],
  icon: 'analytic/lunary/lunary.svg',
  credential: { credentialNames: ['lunaryApi'] },
  inputs: [],
  capabilities: { setting: true },
})
