import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** A tracing service's credential holder, as Flowise has it: never on a canvas, chosen in the analysis tab. */
export const phoenix = defineNode({
  name: 'phoenix',
  label: 'Phoenix',
  version: 1,
  type: 'Phoenix',
  category: NodeCategories.Analytic,
  description: "Traces each run of the flow to Phoenix (OTLP); switched on in the flow's analysis settings",
  baseClasses: ['Phoenix'],
  icon: 'analytic/phoenix/phoenix.svg',
  credential: { credentialNames: ['phoenixApi'] },
  inputs: [],
  capabilities: { setting: true },
})
