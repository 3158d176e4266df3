import { defineRuntime } from '../../runtime'
import { readTools } from '../../shared/agent-steps'
import { getBoolean, getString } from '../../shared/read-inputs'
import { readStateUpdate } from '../shared/read-seq-inputs'
import { graphOf } from '../shared/sequential-graph'
import { seqToolNode } from './seqToolNode.node.js'

/** Runs the tool calls of the LLM Node before it (optionally after the person approved), then goes on. */
export default defineRuntime(seqToolNode, {
  kind: 'supply',
  async supply(ctx) {
    const tools = await readTools(ctx.inputs.tools)
    if (tools.length === 0) throw new Error(`${ctx.label} needs at least one tool`)
    return graphOf(ctx.inputs.llmNode, ctx.label).add({
      kind: 'tool',
      nodeId: ctx.nodeId,
      name: getString(ctx, 'toolNodeName') || ctx.label,
      tools,
      approval: getBoolean(ctx, 'interrupt'),
      approvalPrompt: getString(ctx, 'approvalPrompt'),
      approveLabel: getString(ctx, 'approveButtonText'),
      rejectLabel: getString(ctx, 'rejectButtonText'),
      update: readStateUpdate(ctx),
    })
  },
})
