import { isRecord } from '@unikflow/graph'
import { defineRuntime } from '../../runtime'
import { lazyImport } from '../../shared/lazy-import'
import { BODY_LIMITS, readBodyJson } from '../../shared/read-body'
import { readPromptValues } from '../../shared/prompt-values'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { promptLangFuse } from './promptLangFuse.node.js'

const langchainCorePrompts = lazyImport(() => import('@langchain/core/prompts'))

/**
 * Langfuse writes variables as `{{name}}`; a LangChain template as `{name}`, with a literal brace doubled.
 * Everything else of the text is kept as written.
 */
export function langfuseToTemplate(text: string): string {
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}|[{}]/g, (match, name: string | undefined) =>
    name === undefined ? match + match : `{${name}}`,
  )
}

/**
 * Fetches the prompt by its name from Langfuse's prompt management (`GET /api/public/v2/prompts/<name>`,
 * its production version, Basic auth with the project's keys) through the outbound guard, and supplies it
 * as a prompt template with the given values filled in.
 */
export default defineRuntime(promptLangFuse, {
  kind: 'supply',
  warm: () => Promise.all([import('@langchain/core/prompts')]),
  async supply(ctx) {
    const name = getString(ctx, 'template').trim()
    if (!name) throw new NodeInputError(`${ctx.label} needs the name of a Langfuse prompt`)
    const credential = await ctx.getCredential()
    const base = (credential.langFuseEndpoint?.trim() || 'https://cloud.langfuse.com').replace(/\/+$/, '')
    const auth = Buffer.from(`${credential.langFusePublicKey ?? ''}:${credential.langFuseSecretKey ?? ''}`)
    const res = await ctx.fetch(`${base}/api/public/v2/prompts/${encodeURIComponent(name)}`, {
      headers: { authorization: `Basic ${auth.toString('base64')}`, accept: 'application/json' },
      signal: ctx.signal,
    })
    if (res.status === 404) throw new NodeInputError(`Langfuse has no prompt named "${name}"`)
    if (!res.ok) throw new Error(`Langfuse answered HTTP ${res.status} for the prompt "${name}"`)
    const body = await readBodyJson(res, BODY_LIMITS.apiJson, 'the Langfuse prompt')
    if (!isRecord(body) || typeof body.prompt !== 'string')
      throw new NodeInputError(
        `The Langfuse prompt "${name}" is a chat prompt; this node takes a text prompt`,
      )
    const { PromptTemplate } = await langchainCorePrompts()
    const template = PromptTemplate.fromTemplate(langfuseToTemplate(body.prompt))
    return template.partial(readPromptValues(ctx, template.inputVariables))
  },
})
