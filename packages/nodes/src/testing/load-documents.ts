import type { TNodeHarness } from '@unikflow/engine/testing'

export type TLoadedDocument = { pageContent: string; metadata: Record<string, unknown> }

/**
 * The documents a loader node supplies, run alone under the harness (its text splitter first, when given),
 * as plain data: what the node using them would read.
 */
export async function loadDocuments(
  harness: TNodeHarness,
  loader: string,
  inputs: Record<string, unknown>,
  options: {
    readonly splitter?: { readonly name: string; readonly inputs: Record<string, unknown> } | undefined
    /** Outbound guard exceptions (`127.0.0.1` for a loopback double). */
    readonly allowPrivateHosts?: string[]
  } = {},
): Promise<TLoadedDocument[]> {
  const { splitter } = options
  const textSplitter = splitter ? await harness.supply(splitter.name, { inputs: splitter.inputs }) : undefined
  const docs = await harness.supply(loader, {
    inputs: { ...inputs, ...(textSplitter ? { textSplitter } : {}) },
    output: 'document',
    services: harness.services({ allowPrivateHosts: options.allowPrivateHosts ?? [] }),
  })
  return JSON.parse(JSON.stringify(docs))
}
