import { defineRuntime } from '../../runtime'
import { callModel } from '../../shared/model-call'
import { readModel } from '../model-queries'
import { finishRetriever, functionRetriever, readBaseRetriever } from '../retriever-kit'
import { llmFilterRetriever } from './llmFilterRetriever.node.js'

const judgePrompt = (question: string, document: string) => `Is the document below relevant to the question?
Answer YES or NO only.

Question: ${question}

Document:
${document}`

export default defineRuntime(llmFilterRetriever, {
  kind: 'supply',
  async supply(ctx) {
    const [base, model] = await Promise.all([readBaseRetriever(ctx), readModel(ctx)])
    const retriever = await functionRetriever(async (query) => {
      const docs = await base.invoke(query, { signal: ctx.signal })
      const verdicts = await Promise.all(
        docs.map(async (d) =>
          /^\W*yes\b/i.test(await callModel(ctx, model, judgePrompt(query, d.pageContent), false)),
        ),
      )
      return docs.filter((_d, i) => verdicts[i])
    })
    return finishRetriever(ctx, retriever)
  },
})
