import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** A tracing service's credential holder, as Flowise has it: never on a canvas, chosen in the analysis tab. */
export const opik = defineNode({
  name: 'opik',
  label: 'Opik',
  version: 1,
  type: 'Opik',
  category: NodeCategories.Analytic,
  description: "Traces each run of the flow to Opik; switched on in the flow's analysis settings",
  baseClasses: ['Opik'],
  icon: 'analytic/opik/opik.svg',
  credential: { credentialNames: ['opikApi'] },
  inputs: [],
  capabilities: { setting: true },
})
