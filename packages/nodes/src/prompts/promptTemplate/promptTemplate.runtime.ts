import { defineRuntime } from '../../runtime'
import { readPromptValues } from '../../shared/prompt-values'
import { getString } from '../../shared/read-inputs'
import { promptTemplate } from './promptTemplate.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCorePrompts = lazyImport(() => import('@langchain/core/prompts'))

/** The template with its given values filled in; the chain fills what remains with the question. */
export default defineRuntime(promptTemplate, {
  kind: 'supply',
  warm: () => Promise.all([import('@langchain/core/prompts')]),
  async supply(ctx) {
    const { PromptTemplate } = await langchainCorePrompts()
    const template = PromptTemplate.fromTemplate(getString(ctx, 'template'))
    return template.partial(readPromptValues(ctx, template.inputVariables))
  },
})
