import { defineRuntime } from '../../runtime'
import { lazyImport } from '../../shared/lazy-import'
import { BODY_LIMITS, readBodyText } from '../../shared/read-body'
import { searchBase } from '../../shared/web-search'
import { wolframAlpha } from './wolframAlpha.node.js'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

/** Characters of WolframAlpha's answer an agent reads. */
const MAX_ANSWER = 6000

/**
 * WolframAlpha's LLM API (a plain-text answer for a natural-language or maths question), through the
 * outbound guard. A failure names the status only: the URL carries the App ID.
 */
export default defineRuntime(wolframAlpha, {
  kind: 'supply',
  async supply(ctx) {
    const { DynamicTool } = await langchainCoreTools()
    const credential = await ctx.getCredential()
    const base = searchBase(credential, 'https://www.wolframalpha.com')
    return new DynamicTool({
      name: 'wolfram_alpha_llm',
      description:
        'A computational knowledge engine: maths, science, units, dates and facts about the world. The input is a question or an expression in English.',
      func: async (question: string, _run, config) => {
        const url = new URL(`${base}/api/v1/llm-api`)
        url.searchParams.set('appid', credential.wolframAlphaAppId ?? '')
        url.searchParams.set('input', question)
        const res = await ctx.fetch(url.toString(), { signal: config?.signal ?? ctx.signal })
        const text = await readBodyText(res, { maxBytes: BODY_LIMITS.toolText, beyond: 'cut' })
        if (!res.ok) throw new Error(`WolframAlpha answered HTTP ${res.status}: ${text.slice(0, 300)}`)
        return text.slice(0, MAX_ANSWER)
      },
    })
  },
})
