import { readParamSpecs } from '../shared/tool-schema'

/** An argument a tool node's tool takes (what Agentflow v2's Tool node offers as "Input Argument Name"). */
export type TToolInputArg = { readonly name: string; readonly description?: string }

type TInputs = Readonly<Record<string, unknown>>

const text = (inputs: TInputs, name: string) => {
  const value = inputs[name]
  return typeof value === 'string' ? value.trim() : ''
}

/** LangChain's DynamicTool: one string argument named `input`. */
const SINGLE_INPUT: readonly TToolInputArg[] = [{ name: 'input' }]

/** The runtime sends a body given on the node (any value but empty text) instead of asking for one. */
const hasFixedBody = (body: unknown) => body !== undefined && (typeof body !== 'string' || body.trim() !== '')

function specArgs(schemaText: string, fallbackIn: 'query' | 'body'): TToolInputArg[] {
  try {
    return Object.entries(readParamSpecs(schemaText, fallbackIn)).map(([name, spec]) => ({
      name,
      ...(spec.description && { description: spec.description }),
    }))
  } catch {
    return []
  }
}

/**
 * The arguments each tool node's runtime declares for its tool, from the node's config, computed
 * without building the tool (no credential, no network). Keep in step with the runtimes' schemas.
 * Tools whose arguments come from elsewhere (a saved tool, an MCP server, an OpenAPI document) are absent.
 */
const argsByNode: Readonly<Record<string, (inputs: TInputs) => readonly TToolInputArg[]>> = {
  calculator: () => SINGLE_INPUT,
  chainTool: () => SINGLE_INPUT,
  queryEngineToolLlamaIndex: () => SINGLE_INPUT,
  braveSearchAPI: () => SINGLE_INPUT,
  googleCustomSearch: () => SINGLE_INPUT,
  serpAPI: () => SINGLE_INPUT,
  serper: () => SINGLE_INPUT,
  tavilyAPI: () => SINGLE_INPUT,
  retrieverTool: () => [{ name: 'input', description: 'What to search for' }],
  readFile: () => [{ name: 'file_path', description: 'Path of the file in the workspace' }],
  writeFile: () => [
    { name: 'file_path', description: 'Path of the file in the workspace' },
    { name: 'text', description: 'The text to write' },
  ],
  webBrowser: () => [
    { name: 'url', description: 'The page to read (http or https)' },
    { name: 'question', description: 'What to find on the page; empty for a summary' },
  ],
  requestsGet: (inputs) => [
    ...(text(inputs, 'requestsGetUrl')
      ? []
      : [{ name: 'url', description: 'The URL to send the GET request to' }]),
    ...specArgs(text(inputs, 'requestsGetQueryParamsSchema'), 'query'),
  ],
  requestsPost: (inputs) => [
    ...(text(inputs, 'requestsPostUrl')
      ? []
      : [{ name: 'url', description: 'The URL to send the POST request to' }]),
    ...(hasFixedBody(inputs.requestPostBody) ? [] : [{ name: 'body', description: 'The JSON body to send' }]),
  ],
}

/** The arguments of a tool node's tool with this config, `undefined` when the node does not say them. */
export function toolInputArgs(toolNode: string, inputs: TInputs): readonly TToolInputArg[] | undefined {
  return Object.hasOwn(argsByNode, toolNode) ? argsByNode[toolNode]?.(inputs) : undefined
}
