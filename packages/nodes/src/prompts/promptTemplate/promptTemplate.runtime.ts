import { defineRuntime } from '../../runtime'
import { readPromptValues } from '../../shared/prompt-values'
import { getString } from '../../shared/read-inputs'
import { PlainPrompt } from '../../shared/plain-prompt'
import { promptTemplate } from './promptTemplate.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCorePrompts = lazyImport(() => import('@langchain/core/prompts'))

/**
 * The template with its given values filled in; the chain fills what remains with the question. Supplied
 * as a `PlainPrompt` (LangChain's `PromptTemplate` built only for a node that needs it); a template
 * our parser does not take is built by LangChain at once, so the node fails with LangChain's own error.
 */
export default defineRuntime(promptTemplate, {
  kind: 'supply',
  warmLangChain: () => import('@langchain/core/prompts'),
  async supply(ctx) {
    const template = getString(ctx, 'template')
    const plain = PlainPrompt.of(template, (variables) => readPromptValues(ctx, variables))
    if (plain) return plain
    const { PromptTemplate } = await langchainCorePrompts()
    const langChain = PromptTemplate.fromTemplate(template)
    return langChain.partial(readPromptValues(ctx, langChain.inputVariables))
  },
})
