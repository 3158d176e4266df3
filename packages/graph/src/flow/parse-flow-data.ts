import { exceedsJsonDepth, MAX_JSON_DEPTH } from '../json-depth'
import { IssueCodes, type TIssue } from '../issue'
import { err, ok, type Result } from '../result'
import { ZFlowData, type TFlowData } from '../schema/flow-data'

const MAX_LISTED_PROBLEMS = 5

const invalid = (message: string): Result<never, TIssue[]> =>
  err([{ code: IssueCodes.InvalidFlowData, message }])

/**
 * A stored or imported `flowData` text as a flow document: the one parser for the server, the engine
 * and the web app. Depth is checked before anything recursive walks it; schema problems are listed by
 * path, at most five.
 */
export function parseFlowData(text: string): Result<TFlowData, TIssue[]> {
  if (exceedsJsonDepth(text)) return invalid(`nested deeper than ${MAX_JSON_DEPTH} levels`)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return invalid(error instanceof Error ? error.message : 'not JSON')
  }
  return checkFlowData(json)
}

/** The same check for a value already parsed (a file's JSON, a request body). */
export function checkFlowData(json: unknown): Result<TFlowData, TIssue[]> {
  const parsed = ZFlowData.safeParse(json)
  if (parsed.success) return ok(parsed.data)
  const problems = parsed.error.issues
    .slice(0, MAX_LISTED_PROBLEMS)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'flowData'}: ${issue.message}`)
  return invalid(problems.join('; '))
}

/** The flow, or an empty one when the text is not a flow (readers that must not fail: lists, samples). */
export function parseFlowDataOrEmpty(text: string): TFlowData {
  const parsed = parseFlowData(text)
  return parsed.ok ? parsed.value : { nodes: [], edges: [] }
}
