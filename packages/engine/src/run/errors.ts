import type { TRunTrace } from './trace'

/**
 * Why a run failed, decided once here so the host can map each kind to a response exhaustively:
 * - `flow`: the flow's own fault (unknown or unimplemented node, no or several ending nodes, a cycle,
 *   a node's settings or user code) — the person who built it can fix it;
 * - `override`: the request asked to override something the flow's configuration does not allow;
 * - `upstream`: a model or other provider failed or answered something unusable;
 * - `timeout`: a provider did not answer in time;
 * - `aborted`: the client went away or pressed Stop;
 * - `internal`: a bug of ours.
 */
export const RunFailureKinds = ['flow', 'override', 'upstream', 'timeout', 'aborted', 'internal'] as const
export type TRunFailureKind = (typeof RunFailureKinds)[number]

export type TFailedNode = { readonly id: string; readonly label: string }

/** At most this many nodes are named in one failure (a flow may have hundreds). */
export const MAX_NAMED_NODES = 10

export type TRunFailureOptions = {
  /** The node that was running. */
  readonly node?: TFailedNode
  /** Nodes the failure is about (unknown types, a cycle, several endings), capped at MAX_NAMED_NODES. */
  readonly nodes?: readonly TFailedNode[]
  /** `override`: the names the request may not override. */
  readonly refused?: readonly string[]
  readonly cause?: unknown
}

/** The one error a run throws. Messages never contain secrets. */
export class RunFailure extends Error {
  override readonly name = 'RunFailure'
  readonly node: TFailedNode | undefined
  readonly nodes: readonly TFailedNode[]
  readonly refused: readonly string[]
  /** What the run did before it failed; set by runFlow. */
  trace: TRunTrace | undefined

  constructor(
    readonly kind: TRunFailureKind,
    message: string,
    options: TRunFailureOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.node = options.node
    this.nodes = (options.nodes ?? []).slice(0, MAX_NAMED_NODES)
    this.refused = options.refused ?? []
  }

  /** A node threw: names it by label and id, as the chat shows it, and classifies what it threw. */
  static inNode(node: TFailedNode, cause: unknown): RunFailure {
    if (cause instanceof RunFailure && cause.node) return cause
    return new RunFailure(
      classifyCause(cause),
      `Error in node ${node.label} (${node.id}): ${errorMessage(refusalIn(cause) ?? cause)}`,
      { node, cause },
    )
  }

  static aborted(): RunFailure {
    return new RunFailure('aborted', 'The run was stopped')
  }
}

/** Names a list of nodes for a message, with "and N more" past the cap. */
export function describeNodes(nodes: readonly TFailedNode[]): string {
  const named = nodes.slice(0, MAX_NAMED_NODES).map((n) => `${n.label} (${n.id})`)
  const more = nodes.length - named.length
  return more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ')
}

export function errorMessage(e: unknown): string {
  if (e instanceof Error) return e.message
  return typeof e === 'string' ? e : JSON.stringify(e)
}

const TIMEOUT_NAMES = new Set(['TimeoutError', 'APIConnectionTimeoutError', 'ModelTimeoutError'])
/** Provider SDK errors (OpenAI, Anthropic, Mistral …) and LangChain's unparseable-answer error. */
const UPSTREAM_NAMES = new Set([
  'APIError',
  'APIConnectionError',
  'APIUserAbortError',
  'AuthenticationError',
  'PermissionDeniedError',
  'RateLimitError',
  'InternalServerError',
  'BadRequestError',
  'NotFoundError',
  'UnprocessableEntityError',
  'ConflictError',
  'OutputParserException',
  'ResponseError',
  // A body past the guard's or the node's limit: the server answered more than anyone asked for.
  'ResponseTooLargeError',
  'BodyTooLargeError',
])
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EPIPE',
])
/** JavaScript's own errors thrown by our code: a bug, not the flow's or a provider's fault. */
const BUG_NAMES = new Set(['TypeError', 'ReferenceError', 'RangeError', 'SyntaxError'])
/**
 * Errors of our own database (better-sqlite3, pg) reaching a node through the run's services (chat
 * memory, variables): our fault, not the flow's. Matched by class name so the engine needs no driver.
 */
const DATABASE_ERROR_CLASSES = new Set(['SqliteError', 'DatabaseError'])

function causes(e: Error): Error[] {
  const chain: Error[] = [e]
  let next: unknown = e.cause
  while (next instanceof Error && chain.length < 5) {
    chain.push(next)
    next = next.cause
  }
  return chain
}

/**
 * The outbound guard's refusal when it is what a node's error comes from: SDKs wrap a failed fetch in
 * their own "Connection error.", which would hide what was refused and how the operator allows it.
 */
function refusalIn(cause: unknown): Error | undefined {
  return cause instanceof Error ? causes(cause).find((e) => e.name === 'OutboundBlockedError') : undefined
}

function networkCode(e: Error): string | undefined {
  const code: unknown = Reflect.get(e, 'code')
  return typeof code === 'string' && NETWORK_CODES.has(code) ? code : undefined
}

function httpStatus(e: Error): number | undefined {
  const status: unknown = Reflect.get(e, 'status')
  return typeof status === 'number' && status >= 400 ? status : undefined
}

/** What kind of failure a node's thrown value is. */
export function classifyCause(cause: unknown): TRunFailureKind {
  if (cause instanceof RunFailure) return cause.kind
  if (!(cause instanceof Error)) return 'flow'
  const chain = causes(cause)
  if (chain.some((e) => DATABASE_ERROR_CLASSES.has(e.constructor.name))) return 'internal'
  // A URL the guard refused is the flow's (or the operator's allowlist's), however an SDK wrapped it.
  if (refusalIn(cause)) return 'flow'
  if (chain.some((e) => TIMEOUT_NAMES.has(e.name) || /\btimed? ?out\b/i.test(e.message))) return 'timeout'
  if (
    chain.some(
      (e) =>
        UPSTREAM_NAMES.has(e.name) ||
        UPSTREAM_NAMES.has(e.constructor.name) ||
        httpStatus(e) !== undefined ||
        networkCode(e) !== undefined ||
        e.message === 'fetch failed' ||
        e.message === 'Connection error.',
    )
  )
    return 'upstream'
  if (BUG_NAMES.has(cause.name)) return 'internal'
  // A node refusing its settings, user code failing in the sandbox, a blocked URL: the flow's fault.
  return 'flow'
}
