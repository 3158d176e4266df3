import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** A tracing service's credential holder, as Flowise has it: never on a canvas, chosen in the analysis tab. */
export const langSmith = defineNode({
  name: 'langSmith',
  label: 'LangSmith',
  version: 1,
  type: 'LangSmith',
  category: NodeCategories.Analytic,
  description: "Traces each run of the flow to LangSmith; switched on in the flow's analysis settings",
  baseClasses: ['LangSmith'],
  icon: 'analytic/langSmith/langSmith.svg',
  credential: { credentialNames: ['langsmithApi'] },
  inputs: [],
  capabilities: { setting: true },
})
