import { defineRuntime } from '../../runtime'
import { readPromptValues } from '../../shared/prompt-values'
import { getString } from '../../shared/read-inputs'
import { chatPromptTemplate, MESSAGES_TAB_IDENTIFIER } from './chatPromptTemplate.node.js'
import { toMessages } from './message-history'
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
    // Flowise stores the chosen tab as `<tab>_<nodeId>`; without one, the code tab (its only tab) is meant.
    const tab = String(ctx.inputs[`${MESSAGES_TAB_IDENTIFIER}_${ctx.nodeId}`] ?? 'messageHistoryCode')
    const code = getString(ctx, 'messageHistoryCode').trim()
    const history =
      tab.startsWith('messageHistoryCode') && code ? await toMessages(await ctx.runCode(code)) : []
    const template = ChatPromptTemplate.fromMessages([
      ...(system ? [SystemMessagePromptTemplate.fromTemplate(system)] : []),
      ...history,
      HumanMessagePromptTemplate.fromTemplate(human),
    ])
    return template.partial(readPromptValues(ctx, template.inputVariables))
  },
})
