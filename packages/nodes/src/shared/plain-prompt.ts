import type { PromptTemplate } from '@langchain/core/prompts'
import { lazyImport } from './lazy-import'
import { LangChainOnDemand } from './langchain-on-demand'

const langchainCorePrompts = lazyImport(() => import('@langchain/core/prompts'))

type TPart = { readonly text: string } | { readonly variable: string }

/**
 * A template's parts in LangChain's f-string syntax: `{name}` a variable, `{{` and `}}` a brace; undefined
 * for a template LangChain refuses (a `{` never closed, a lone `}`), which then gets LangChain's own error.
 */
function parseFString(template: string): TPart[] | undefined {
  const parts: TPart[] = []
  let i = 0
  while (i < template.length) {
    const pair = template.slice(i, i + 2)
    if (pair === '{{' || pair === '}}') {
      parts.push({ text: pair[0] ?? '' })
      i += 2
    } else if (template[i] === '{') {
      const end = template.indexOf('}', i)
      if (end < 0) return undefined
      parts.push({ variable: template.slice(i + 1, end) })
      i = end + 1
    } else if (template[i] === '}') {
      return undefined
    } else {
      const next = template.slice(i).search(/[{}]/)
      const end = next < 0 ? template.length : i + next
      parts.push({ text: template.slice(i, end) })
      i = end
    }
  }
  return parts
}

/**
 * The Prompt Template node's prompt without LangChain: its f-string template with the node's values filled
 * in, as LangChain's `PromptTemplate.fromTemplate(template).partial(values)` formats it.
 */
export class PlainPrompt extends LangChainOnDemand<PromptTemplate> {
  readonly langChainClass = 'PromptTemplate'
  /** The variables still open, in the order they first appear (LangChain's `inputVariables`). */
  readonly inputVariables: readonly string[]

  private constructor(
    private readonly template: string,
    private readonly parts: readonly TPart[],
    private readonly given: Readonly<Record<string, string>>,
  ) {
    super()
    const names = parts.flatMap((part) => ('variable' in part ? [part.variable] : []))
    this.inputVariables = [...new Set(names)].filter((name) => !Object.hasOwn(given, name))
  }

  /** The prompt of `template`, or undefined when it is not a valid f-string template. */
  static of(
    template: string,
    values: (variables: readonly string[]) => Record<string, string>,
  ): PlainPrompt | undefined {
    const parts = parseFString(template)
    if (!parts) return undefined
    const variables = [...new Set(parts.flatMap((part) => ('variable' in part ? [part.variable] : [])))]
    return new PlainPrompt(template, parts, values(variables))
  }

  /** The text with `values` (and the node's own) filled in; a variable without a value is an error, as in LangChain. */
  format(values: Readonly<Record<string, string>>): string {
    const all = { ...this.given, ...values }
    let text = ''
    for (const part of this.parts) {
      if ('text' in part) text += part.text
      else if (Object.hasOwn(all, part.variable)) text += all[part.variable]
      else throw new Error(`(f-string) Missing value for input ${part.variable}`)
    }
    return text
  }

  protected async build(): Promise<PromptTemplate> {
    const { PromptTemplate } = await langchainCorePrompts()
    return PromptTemplate.fromTemplate(this.template).partial(this.given)
  }
}
