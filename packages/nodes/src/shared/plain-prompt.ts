import type { PromptTemplate } from '@langchain/core/prompts'
import { lazyImport } from './lazy-import'
import { LangChainOnDemand } from './langchain-on-demand'

const langchainCorePrompts = lazyImport(() => import('@langchain/core/prompts'))

type TPart = { readonly text: string } | { readonly variable: string }

/** `{{`, `}}`, a `{variable}` (anything up to the next `}`), a run of text, or a brace left alone. */
const F_STRING_TOKEN = /\{\{|\}\}|\{([^}]*)\}|[^{}]+|[{}]/g

/**
 * A template's parts in LangChain's f-string syntax: `{name}` a variable, `{{` and `}}` a brace; undefined
 * for a template LangChain refuses (a `{` never closed, a lone `}`), which then gets LangChain's own error.
 */
function parseFString(template: string): TPart[] | undefined {
  const parts: TPart[] = []
  for (const [token, variable] of template.matchAll(F_STRING_TOKEN)) {
    if (variable !== undefined) parts.push({ variable })
    else if (token === '{{' || token === '}}') parts.push({ text: token.slice(1) })
    else if (token === '{' || token === '}') return undefined
    else parts.push({ text: token })
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
    variables: readonly string[],
    private readonly given: Readonly<Record<string, string>>,
  ) {
    super()
    this.inputVariables = variables.filter((name) => !Object.hasOwn(given, name))
  }

  /** The prompt of `template`, or undefined when it is not a valid f-string template. */
  static of(
    template: string,
    values: (variables: readonly string[]) => Record<string, string>,
  ): PlainPrompt | undefined {
    const parts = parseFString(template)
    if (!parts) return undefined
    const variables = [...new Set(parts.flatMap((part) => ('variable' in part ? [part.variable] : [])))]
    return new PlainPrompt(template, parts, variables, values(variables))
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
