import type { TInputDefinition } from '@unikflow/graph'
import type { TNodeAnswer, TNodeContext } from '../context'
import { moderateInput } from './flow-moderation'
import { readBodyText } from './read-body'
import { parseHeaders } from './http-tool'
import { callModel } from './model-call'
import { getInstance, getString } from './read-inputs'
import { lazyImport } from './lazy-import'

const langchainCoreLanguageModelsBase = lazyImport(() => import('@langchain/core/language_models/base'))

/** Characters of the API's response given to the model. */
const MAX_RESPONSE_CHARS = 8000

export const GET_URL_PROMPT = `You are given the documentation of an API:
{api_docs}
Using it, write the full URL to call with GET to answer the question below. Build the URL to get as little data as answers the question.

Question: {question}
Answer with the URL only.
API url:`

export const POST_URL_PROMPT = `You are given the documentation of an API:
{api_docs}
Using it, write the full URL to call with POST and the JSON body to send, to answer the question below.

Question: {question}
Answer with a JSON object only: {"url": "<the URL>", "data": <the JSON body>}
API url and body:`

export const ANSWER_PROMPT = `You are given the documentation of an API:
{api_docs}
To answer the question "{question}", this API was called: {api_url}
It answered:
{api_response}

Answer the question from the API's response. If the response does not tell, say so.
Answer:`

/** The inputs the GET and POST API chains share (as Flowise names them); the prompt defaults differ. */
export function apiChainInputs(urlPrompt: string): TInputDefinition[] {
  return [
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
    {
      label: 'API Documentation',
      name: 'apiDocs',
      type: 'string',
      rows: 4,
      description:
        'What the model needs to call the API: base URL, endpoints, parameters, response shape. The Headers go only to the hosts of the URLs named here',
    },
    // Headers carry the API's token: a secret input, stored encrypted and never shown back or exported.
    { label: 'Headers', name: 'headers', type: 'json', optional: true, additionalParams: true, secret: true },
    {
      label: 'URL Prompt',
      name: 'urlPrompt',
      type: 'string',
      rows: 4,
      description: 'Asks the model for the request; must contain {api_docs} and {question}',
      default: urlPrompt,
      additionalParams: true,
    },
    {
      label: 'Answer Prompt',
      name: 'ansPrompt',
      type: 'string',
      rows: 4,
      description:
        'Asks the model for the answer; may use {api_docs}, {question}, {api_url} and {api_response}',
      default: ANSWER_PROMPT,
      additionalParams: true,
    },
  ]
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(api_docs|question|api_url|api_response)\}/g, (_, k: string) => values[k] ?? '')
}

/** The request the model wrote: a URL (GET), or `{url, data}` (POST). */
function readRequest(reply: string, method: 'GET' | 'POST'): { url: string; body?: string } {
  const text = reply.replace(/```(?:json)?/g, '').trim()
  if (method === 'POST') {
    const start = text.indexOf('{')
    const end = text.lastIndexOf('}')
    const parsed: unknown = start !== -1 && end > start ? JSON.parse(text.slice(start, end + 1)) : undefined
    if (parsed && typeof parsed === 'object' && 'url' in parsed && typeof parsed.url === 'string')
      return { url: parsed.url, body: JSON.stringify('data' in parsed ? parsed.data : {}) }
  }
  return { url: /https?:\/\/\S+/.exec(text)?.[0] ?? text.split(/\s/)[0] ?? '' }
}

/** The origins of the URLs the documentation names: the only places the configured headers are sent. */
function documentedOrigins(docs: string): Set<string> {
  const origins = new Set<string>()
  for (const [url] of docs.matchAll(/https?:\/\/[^\s"'<>()[\]{}`]+/g))
    try {
      origins.add(new URL(url).origin)
    } catch {
      // not a URL after all
    }
  return origins
}

/**
 * The node's headers (API keys, tokens) when the request goes to a host the documentation names; none
 * when the model, perhaps steered by the question or an API's answer, writes a URL elsewhere.
 */
function headersFor(ctx: TNodeContext, url: string, docs: string): Record<string, string> {
  let origin: string
  try {
    origin = new URL(url).origin
  } catch {
    return {}
  }
  return documentedOrigins(docs).has(origin) ? parseHeaders(ctx.inputs.headers) : {}
}

/**
 * The model reads the documentation and writes the request, the request goes out through the outbound
 * guard, the model answers from the response.
 */
export async function runApiChain(
  ctx: TNodeContext,
  method: 'GET' | 'POST',
  input: string,
  stream: boolean,
): Promise<TNodeAnswer> {
  const refused = await moderateInput(ctx, input)
  if (refused !== undefined) {
    if (stream) ctx.emitToken(refused)
    return { text: refused }
  }
  const { BaseLanguageModel } = await langchainCoreLanguageModelsBase()
  const model = getInstance(ctx, 'model', BaseLanguageModel, 'Language Model')
  const docs = getString(ctx, 'apiDocs')
  const urlPrompt = getString(ctx, 'urlPrompt') || (method === 'GET' ? GET_URL_PROMPT : POST_URL_PROMPT)
  const request = readRequest(
    await callModel(ctx, model, fill(urlPrompt, { api_docs: docs, question: input }), false),
    method,
  )
  let response: string
  try {
    const res = await ctx.fetch(request.url, {
      method,
      headers: {
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headersFor(ctx, request.url, docs),
      },
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: ctx.signal,
    })
    const text = await readBodyText(res, { maxBytes: MAX_RESPONSE_CHARS * 4, beyond: 'cut' })
    const body = text.slice(0, MAX_RESPONSE_CHARS)
    response = res.ok ? body : `HTTP ${res.status}: ${body}`
  } catch (e) {
    response = `The request failed: ${e instanceof Error ? e.message : String(e)}`
  }
  const apiUrl = request.body === undefined ? request.url : `${request.url} with body ${request.body}`
  const answerPrompt = getString(ctx, 'ansPrompt') || ANSWER_PROMPT
  const text = await callModel(
    ctx,
    model,
    fill(answerPrompt, { api_docs: docs, question: input, api_url: apiUrl, api_response: response }),
    stream,
  )
  return { text }
}
