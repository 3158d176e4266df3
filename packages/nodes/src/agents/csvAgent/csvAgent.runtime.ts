import type { BaseLanguageModel } from '@langchain/core/language_models/base'
import type { TNodeAnswer, TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { FlowChain } from '../../shared/flow-chain'
import { moderateInput } from '../../shared/flow-moderation'
import { callModel } from '../../shared/model-call'
import { getInstance, getString } from '../../shared/read-inputs'
import { describeTable, extractCode, readCsvTable } from './csv-table'
import { csvAgent } from './csvAgent.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsBase = lazyImport(() => import('@langchain/core/language_models/base'))

/** Characters of the computed result given to the model for its answer. */
const MAX_RESULT_CHARS = 8000

const codePrompt = (system: string, table: string, question: string) =>
  `${system ? `${system}\n\n` : ''}You answer questions about a CSV table.
${table}
If the rows above are enough to answer for certain, answer in plain words.
Otherwise write the body of a JavaScript function in one \`\`\`javascript block that computes the answer from \`$rows\` (every row of the table: an array of objects keyed by column name, all values strings; convert numbers with Number) and returns it. Write nothing else then.

Question: ${question}`

async function runAgent(ctx: TNodeContext, input: string, stream: boolean): Promise<TNodeAnswer> {
  const refused = await moderateInput(ctx, input)
  if (refused !== undefined) {
    if (stream) ctx.emitToken(refused)
    return { text: refused }
  }
  const { BaseLanguageModel } = await langchainCoreLanguageModelsBase()
  const model: BaseLanguageModel = getInstance(ctx, 'model', BaseLanguageModel, 'Language Model')
  const table = readCsvTable(getString(ctx, 'csvFile'))
  const system = getString(ctx, 'systemMessagePrompt').trim()
  const first = await callModel(ctx, model, codePrompt(system, describeTable(table), input), false)
  const code = extractCode(first)
  if (!code) {
    const text = first.trim()
    if (stream) ctx.emitToken(text)
    return { text }
  }
  let result: string
  try {
    const value = await ctx.runCode(code, { inputs: { rows: table.rows } })
    result = (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined')).slice(
      0,
      MAX_RESULT_CHARS,
    )
  } catch (e) {
    result = `Error: ${e instanceof Error ? e.message : String(e)}`
  }
  const answerPrompt = `${system ? `${system}\n\n` : ''}Question: ${input}\nCode run over the CSV rows:\n${code}\nResult: ${result}\n\nAnswer the question from the result in plain words. If the code failed, say so.\nAnswer:`
  const text = await callModel(ctx, model, answerPrompt, stream)
  return { text: text.trim() }
}

export default defineRuntime(csvAgent, {
  kind: 'execute',
  execute: (ctx) => runAgent(ctx, ctx.question, true),
  supply: async (ctx) => new FlowChain(ctx.label, async (input) => (await runAgent(ctx, input, false)).text),
})
