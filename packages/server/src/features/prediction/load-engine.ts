export type EngineModule = typeof import('@unikflow/engine')

let engine: Promise<EngineModule> | undefined

/**
 * The engine (and through it the node runtimes and LangChain) loads on the first prediction, not at
 * server start, so cold start stays small (docs/conventions.md#lazy-load-heavy-modules).
 */
export function loadEngine(): Promise<EngineModule> {
  engine ??= import('@unikflow/engine')
  return engine
}
