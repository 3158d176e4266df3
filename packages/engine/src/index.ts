export { runFlow, type TRunFlowOptions, type TRunResult } from './run/run-flow'
export { streamFlow, type TFlowStream } from './run/stream-flow'
export type { TRunEvent, TRunEventListener } from './run/events'
export type { TRunTrace, TNodeTrace, TNodeUsage } from './run/trace'
export { silentLogger, type TEngineServices, type TRunVariable } from './run/services'
export { DEFAULT_MODEL_TIMEOUTS, type TModelTimeouts } from './run/model-watch'
export { loadModelHttp } from './run/model-http'
export type { TAllowedOverrides } from './run/apply-overrides'
export {
  classifyCause,
  RunFailure,
  RunFailureKinds,
  type TFailedNode,
  type TRunFailureKind,
} from './run/errors'
export { createInMemoryChatStore } from './memory/in-memory-chat-store'
export { runUserCode, SandboxError, type TSandboxOptions } from './sandbox/run-user-code'
export {
  createGuardedFetch,
  guardedFetch,
  OutboundBlockedError,
  type TGuardOptions,
} from './guard/guarded-fetch'
export { parseAllowlist, type TAllowlist } from './guard/allowlist'
export { isBlockedAddress } from './guard/blocked-addresses'
export { buildFlow, type TNodeSpec } from './run/build-flow'
export { supplyNode, type TSupplyNodeOptions } from './run/supply-node'
