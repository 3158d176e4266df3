import type { TNodeContext } from '../../context'
import { runToolAgent } from '../../agents/toolAgent/run-tool-agent'
import { defineRuntime } from '../../runtime'
import { FlowChain } from '../../shared/flow-chain'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { openApiChain } from './openApiChain.node.js'

/**
 * The specification's operations as tools (the OpenAPI Toolkit's, so requests pass the outbound guard
 * with the chain's headers), which the chat model calls as a tool agent until it answers.
 */
async function run(ctx: TNodeContext, input: string, stream: boolean) {
  const link = getString(ctx, 'yamlLink').trim()
  const file = getString(ctx, 'yamlFile')
  if (!link && !file) throw new NodeInputError(`${ctx.label}: give a YAML link or upload a specification`)
  const toolkit = (await import('../../tools/openAPIToolkit/openAPIToolkit.runtime')).default.runtime
  if (!toolkit.supply) throw new Error('The OpenAPI Toolkit supplies no tools')
  const toolkitView: TNodeContext = Object.create(ctx, {
    inputs: {
      value: {
        inputType: link ? 'link' : 'file',
        openApiLink: link,
        openApiFile: file,
        headers: ctx.inputs.headers,
      },
    },
  })
  const tools = await toolkit.supply(toolkitView)
  // The same context, seen as a tool agent's: the chain's model with the specification's tools.
  const agentView: TNodeContext = Object.create(ctx, {
    inputs: { value: { ...ctx.inputs, tools: [tools], systemMessage: '' } },
  })
  return runToolAgent(agentView, input, stream, 'Chat Model')
}

export default defineRuntime(openApiChain, {
  kind: 'execute',
  execute: (ctx) => run(ctx, ctx.question, true),
  supply: async (ctx) => new FlowChain(ctx.label, async (input) => (await run(ctx, input, false)).text),
})
