type NodeLibrary = typeof import('@unikflow/nodes')

let library: Promise<NodeLibrary> | undefined

/**
 * `@unikflow/nodes` is loaded on first use, not at server start: it is the node library and will
 * carry the nodes' runtimes (LLM SDKs …), which must not weigh on cold start (docs/conventions.md#lazy-load-heavy-modules).
 */
export function loadNodeLibrary(): Promise<NodeLibrary> {
  library ??= import('@unikflow/nodes')
  return library
}
