import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** A tracing service's credential holder, as Flowise has it: never on a canvas, chosen in the analysis tab. */
export const langWatch = defineNode({
  name: 'LangWatch',
  label: 'LangWatch',
  version: 1,
  type: 'LangWatch',
  category: NodeCategories.Analytic,
  description: "Traces each run of the flow to LangWatch; switched on in the flow's analysis settings",
  baseClasses: ['LangWatch'],
  icon: 'analytic/LangWatch/LangWatch.svg',
  credential: { credentialNames: ['langwatchApi'] },
  inputs: [],
  capabilities: { setting: true },
})
