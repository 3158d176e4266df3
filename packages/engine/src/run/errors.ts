/** Errors of a run. The server maps them to HTTP once; messages never contain secrets. */
export class EngineError extends Error {
  constructor(
    readonly code: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = new.target.name
  }
}

/** A node failed; names it by label and id, as the chat shows it. */
export class NodeRunError extends EngineError {
  constructor(
    readonly nodeId: string,
    readonly nodeLabel: string,
    cause: unknown,
  ) {
    super('NODE_RUN_FAILED', `Error in node ${nodeLabel} (${nodeId}): ${errorMessage(cause)}`, { cause })
  }
}

/** The flow cannot run as stored (no ending node, a cycle, an unknown node type …). */
export class FlowBuildError extends EngineError {
  constructor(message: string) {
    super('FLOW_INVALID', message)
  }
}

/** `overrideConfig` or `vars` names something the flow's configuration does not allow to override. */
export class OverrideNotAllowedError extends EngineError {
  constructor(readonly refused: readonly string[]) {
    super('OVERRIDE_NOT_ALLOWED', `Override not allowed for: ${refused.join(', ')}`)
  }
}

export class RunAbortedError extends EngineError {
  constructor() {
    super('RUN_ABORTED', 'The run was stopped')
  }
}

export function errorMessage(e: unknown): string {
  if (e instanceof Error) return e.message
  return typeof e === 'string' ? e : JSON.stringify(e)
}
