import type { RunFailure } from '@unikflow/engine'
import { ErrorCodes, exhaustiveSwitchError } from '@unikflow/graph'
import { AppError, ForbiddenError } from '../../errors/app-error'

/** A run the client stopped (it disconnected, or pressed Stop): nothing to answer, nothing stored but the trace. */
export class PredictionAbortedError extends Error {}

function detailsOf(failure: RunFailure): Record<string, unknown> {
  return {
    kind: failure.kind,
    ...(failure.node ? { nodeId: failure.node.id, nodeLabel: failure.node.label } : {}),
    ...(failure.nodes.length > 0 ? { nodes: failure.nodes } : {}),
  }
}

/**
 * The one mapping from a run's failure to the answer: the flow's own faults are 422 (its builder can
 * fix them), a provider's failure 502 and its silence 504, a refused override 403, our bugs 500 with a
 * generic message. The switch is exhaustive, so a new kind does not compile until it is mapped here.
 */
export function runFailureError(failure: RunFailure): Error {
  const options = { details: detailsOf(failure), cause: failure }
  switch (failure.kind) {
    case 'flow':
      return new AppError(422, ErrorCodes.FlowInvalid, failure.message, options)
    case 'upstream':
      return new AppError(502, ErrorCodes.UpstreamFailed, failure.message, options)
    case 'timeout':
      return new AppError(504, ErrorCodes.RunTimeout, failure.message, options)
    case 'override':
      return new ForbiddenError(
        `${failure.message}. Overrides are off unless the flow's API configuration allows them ` +
          '(apiConfig.overrideConfig: status, and the node properties or variables allowed)',
        ErrorCodes.OverrideNotAllowed,
      )
    case 'aborted':
      return new PredictionAbortedError(failure.message)
    case 'internal': {
      const where = failure.node ? ` in node ${failure.node.label} (${failure.node.id})` : ''
      return new AppError(
        500,
        ErrorCodes.FlowRunFailed,
        `Internal error while running the flow${where}`,
        options,
      )
    }
    default:
      return exhaustiveSwitchError(failure.kind)
  }
}
