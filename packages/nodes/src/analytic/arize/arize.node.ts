import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** A tracing service's credential holder, as Flowise has it: never on a canvas, chosen in the analysis tab. */
export const arize = defineNode({
  name: 'arize',
  label: 'Arize',
  version: 1,
  type: 'Arize',
  category: NodeCategories.Analytic,
  description: "Traces each run of the flow to Arize (OTLP); switched on in the flow's analysis settings",
  baseClasses: ['Arize'],
  icon: 'analytic/arize/arize.svg',
  credential: { credentialNames: ['arizeApi'] },
  inputs: [],
  capabilities: { setting: true },
})
