import { defineRuntime } from '../../runtime'
import { readPromptValues } from '../../shared/prompt-values'
import { getString } from '../../shared/read-inputs'
import { chatPromptTemplate } from './chatPromptTemplate.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCorePrompts = lazyImport(() => import('@langchain/core/prompts'))

export default defineRuntime(chatPromptTemplate, {
  kind: 'supply',
  warm: () => Promise.all([import('@langchain/core/prompts')]),
  async supply(ctx) {
    const { ChatPromptTemplate, HumanMessagePromptTemplate, SystemMessagePromptTemplate } =
      await langchainCorePrompts()
    const system = getString(ctx, 'systemMessagePrompt')
    const human = getString(ctx, 'humanMessagePrompt') || '{input}'
    const template = ChatPromptTemplate.fromMessages([
      ...(system ? [SystemMessagePromptTemplate.fromTemplate(system)] : []),
      HumanMessagePromptTemplate.fromTemplate(human),
    ])
    return template.partial(readPromptValues(ctx, template.inputVariables))
  },
})
