import { defineRuntime } from '../../runtime'
import { getInstance, getString, NodeInputError } from '../../shared/read-inputs'
import { lazyImport } from '../../shared/lazy-import'
import { fewShotPromptTemplate } from './fewShotPromptTemplate.node.js'

const langchainCorePrompts = lazyImport(() => import('@langchain/core/prompts'))

function parseExamples(text: string): Record<string, string>[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(text || '[]')
  } catch {
    throw new NodeInputError('Examples must be a JSON array of objects')
  }
  if (!Array.isArray(parsed) || !parsed.every((e) => e && typeof e === 'object' && !Array.isArray(e)))
    throw new NodeInputError('Examples must be a JSON array of objects')
  return parsed.map((e: object) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, String(v)])))
}

/** LangChain's few-shot prompt: prefix, each example through the example prompt, then the suffix. */
export default defineRuntime(fewShotPromptTemplate, {
  kind: 'supply',
  warm: () => import('@langchain/core/prompts'),
  async supply(ctx) {
    const { FewShotPromptTemplate, PromptTemplate } = await langchainCorePrompts()
    const examples = parseExamples(getString(ctx, 'examples'))
    const examplePrompt = getInstance(ctx, 'examplePrompt', PromptTemplate, 'Example Prompt')
    const suffix = getString(ctx, 'suffix')
    const prefix = getString(ctx, 'prefix')
    // Flowise's jinja-2 choice (jinja2 in flows saved before the name was aligned): {{ name }} placeholders,
    // which LangChain reads as mustache.
    const format = ['jinja-2', 'jinja2'].includes(getString(ctx, 'templateFormat')) ? 'mustache' : 'f-string'
    const probe =
      format === 'mustache'
        ? PromptTemplate.fromTemplate(`${prefix}\n${suffix}`, { templateFormat: 'mustache' })
        : PromptTemplate.fromTemplate(`${prefix}\n${suffix}`)
    return new FewShotPromptTemplate({
      examples,
      examplePrompt,
      prefix,
      suffix,
      exampleSeparator: getString(ctx, 'exampleSeparator') || '\n\n',
      templateFormat: format,
      inputVariables: probe.inputVariables,
    })
  },
})
