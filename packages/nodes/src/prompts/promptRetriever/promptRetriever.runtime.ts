import { defineRuntime } from '../../runtime'
import { NamedPrompt } from '../../shared/llm-router'
import { getString } from '../../shared/read-inputs'
import { promptRetriever } from './promptRetriever.node.js'

export default defineRuntime(promptRetriever, {
  kind: 'supply',
  supply: async (ctx) =>
    new NamedPrompt(
      getString(ctx, 'name').trim() || ctx.label,
      getString(ctx, 'description'),
      getString(ctx, 'systemMessage'),
    ),
})
