import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** A tracing service's credential holder, as Flowise has it: never on a canvas, chosen in the analysis tab. */
export const langFuse = defineNode({
  name: 'langFuse',
  label: 'LangFuse',
  version: 1,
  type: 'LangFuse',
  category: NodeCategories.Analytic,
  description: "Traces each run of the flow to Langfuse; switched on in the flow's analysis settings",
  baseClasses: ['LangFuse'],
  icon: 'analytic/langFuse/langFuse.svg',
  credential: { credentialNames: ['langfuseApi'] },
  inputs: [],
  capabilities: { setting: true },
})
