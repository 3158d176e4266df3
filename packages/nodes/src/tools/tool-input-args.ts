import type { TJsonSchemaObject } from '../shared/tool-schema'
import { READ_FILE_SCHEMA } from './readFile/read-file-schema'
import { CURRENT_DATE_TIME_SCHEMA } from './currentDateTime/current-date-time'
import { requestsGetSchema } from './requestsGet/requests-get-schema'
import { requestsDeleteSchema } from './requestsDelete/requests-delete-schema'
import { bodyRequestSchema, requestsPostSchema } from './requestsPost/requests-post-schema'
import { REQUESTS_PUT_INPUTS } from './requestsPut/requests-put-schema'
import { JSON_PATH_SCHEMA } from './jsonPathExtractor/json-path'
import { RETRIEVER_TOOL_SCHEMA } from './retrieverTool/retriever-tool-schema'
import { WEB_BROWSER_SCHEMA } from './webBrowser/web-browser-schema'
import { WRITE_FILE_SCHEMA } from './writeFile/write-file-schema'
import { dynamoDbKvSchema } from './awsDynamoDBKVStorage/dynamodb-kv-schema'
import { E2B_CODE_SCHEMA } from './codeInterpreterE2B/e2b-code-schema'

/** An argument a tool node's tool takes (what Agentflow v2's Tool node offers as "Input Argument Name"). */
export type TToolInputArg = { readonly name: string; readonly description?: string }

type TInputs = Readonly<Record<string, unknown>>

/** LangChain's DynamicTool (and a QueryEngine Tool's query): one string argument named `input`. */
const SINGLE_INPUT: readonly TToolInputArg[] = [{ name: 'input' }]

/** The arguments a tool schema declares, in its order. */
function argsOf(schema: TJsonSchemaObject): TToolInputArg[] {
  return Object.entries(schema.properties).map(([name, property]) => {
    const { description } = property
    return typeof description === 'string' && description !== '' ? { name, description } : { name }
  })
}

/**
 * A schema built from the node's config. A parameter schema the editor is still typing (no valid JSON)
 * lists no parameters instead of nothing at all: the other arguments do not depend on it.
 */
function argsFromConfig(
  build: (ctx: { inputs: TInputs }) => { schema: TJsonSchemaObject },
  inputs: TInputs,
  paramSchemaInput: string,
): TToolInputArg[] {
  try {
    return argsOf(build({ inputs }).schema)
  } catch {
    return argsOf(build({ inputs: { ...inputs, [paramSchemaInput]: '' } }).schema)
  }
}

/**
 * The arguments each tool node's runtime declares for its tool, from the node's config, computed
 * without building the tool (no credential, no network): structured tools read the schema their runtime
 * builds with; DynamicTool runtimes take LangChain's single `input`. `tool-input-args.test.ts` builds
 * every listed tool and compares. Tools whose arguments come from elsewhere (a saved tool, an MCP server,
 * an OpenAPI document) are absent.
 */
const argsByNode: Readonly<Record<string, (inputs: TInputs) => readonly TToolInputArg[]>> = {
  calculator: () => SINGLE_INPUT,
  currentDateTime: () => argsOf(CURRENT_DATE_TIME_SCHEMA),
  chainTool: () => SINGLE_INPUT,
  queryEngineToolLlamaIndex: () => SINGLE_INPUT,
  braveSearchAPI: () => SINGLE_INPUT,
  googleCustomSearch: () => SINGLE_INPUT,
  serpAPI: () => SINGLE_INPUT,
  serper: () => SINGLE_INPUT,
  tavilyAPI: () => SINGLE_INPUT,
  exaSearch: () => SINGLE_INPUT,
  searchAPI: () => SINGLE_INPUT,
  arxiv: () => SINGLE_INPUT,
  ChatflowTool: () => SINGLE_INPUT,
  agentAsTool: () => SINGLE_INPUT,
  awsSNS: () => SINGLE_INPUT,
  awsDynamoDBKVStorage: (inputs) => argsOf(dynamoDbKvSchema(inputs)),
  searXNG: () => SINGLE_INPUT,
  wolframAlpha: () => SINGLE_INPUT,
  webScraperTool: () => SINGLE_INPUT,
  retrieverTool: () => argsOf(RETRIEVER_TOOL_SCHEMA),
  readFile: () => argsOf(READ_FILE_SCHEMA),
  jsonPathExtractor: () => argsOf(JSON_PATH_SCHEMA),
  writeFile: () => argsOf(WRITE_FILE_SCHEMA),
  codeInterpreterE2B: () => argsOf(E2B_CODE_SCHEMA),
  webBrowser: () => argsOf(WEB_BROWSER_SCHEMA),
  requestsGet: (inputs) => argsFromConfig(requestsGetSchema, inputs, 'requestsGetQueryParamsSchema'),
  requestsDelete: (inputs) => argsFromConfig(requestsDeleteSchema, inputs, 'requestsDeleteQueryParamsSchema'),
  requestsPost: (inputs) => argsFromConfig(requestsPostSchema, inputs, 'requestsPostBodySchema'),
  requestsPut: (inputs) =>
    argsFromConfig((ctx) => bodyRequestSchema(ctx, REQUESTS_PUT_INPUTS), inputs, 'requestsPutBodySchema'),
}

/** The arguments of a tool node's tool with this config, `undefined` when the node does not say them. */
export function toolInputArgs(toolNode: string, inputs: TInputs): readonly TToolInputArg[] | undefined {
  return Object.hasOwn(argsByNode, toolNode) ? argsByNode[toolNode]?.(inputs) : undefined
}
