import type { TNodeContext } from '../context'
import type { TNodeModule } from '../runtime'
import { NodeInputError } from '../shared/read-inputs'

/**
 * "Upsert": the node writes its connected documents whenever it runs (a run counts as an upsert for
 * stores kept on disk, as Flowise's Upsert nodes saved on every run). "Existing": it only loads what
 * is stored and never writes.
 */
export type TLegacyMode = 'upsert' | 'existing'

/** The merged node's runtime (loaded lazily, as `runtimes.ts` loads any runtime). */
type TLoadMerged = () => Promise<{ default: TNodeModule }>

/**
 * The context the merged node's runtime sees: the mode fixed, and inputs Flowise's older node named
 * otherwise given under the merged node's names (`renamed`: old → new).
 */
export function legacyContext(
  ctx: TNodeContext,
  mode: TLegacyMode,
  renamed: Readonly<Record<string, string>> = {},
): TNodeContext {
  const inputs: Record<string, unknown> = { ...ctx.inputs }
  for (const [from, to] of Object.entries(renamed))
    if (from in inputs) {
      if (!(to in inputs)) inputs[to] = inputs[from]
      delete inputs[from]
    }
  if (mode === 'existing') delete inputs.document
  return { ...ctx, inputs, isUpsert: mode === 'upsert' }
}

/** Runs the merged vector store node's supply with the mode fixed. */
export async function supplyAsLegacy(
  ctx: TNodeContext,
  mode: TLegacyMode,
  loadMerged: TLoadMerged,
  renamed?: Readonly<Record<string, string>>,
): Promise<unknown> {
  const { runtime } = (await loadMerged()).default
  if (runtime.kind !== 'supply') throw new NodeInputError(`${ctx.nodeName}: its store supplies nothing`)
  return runtime.supply(legacyContext(ctx, mode, renamed))
}
