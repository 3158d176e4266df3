import { clone } from '../clone'
import type { THandleRenames, TNodeDescriptor, TNodeInputs } from '../schema/node-descriptor'

export type TMigrated = {
  readonly inputs: TNodeInputs
  readonly applied: readonly number[]
  /** The version the inputs now match: the current one, or the saved one when that is newer. */
  readonly version: number
  /** Handle names the applied migrations renamed, chained (a name renamed twice maps to the last one). */
  readonly handles: Required<THandleRenames>
}

/**
 * Where a flow is loaded decides whether migrations can run. `run`: the descriptors carry their
 * migrations (server, engine), so saved inputs are migrated and nodes take the version they reached.
 * `keep`: the descriptors came without them (the browser gets plain JSON), so inputs and versions stay
 * as saved and the server migrates them when the flow is saved. Stamping the current version on inputs
 * that were never migrated would make the server skip their migrations for good.
 */
export type TMigrationMode = 'run' | 'keep'

/** Nodes saved without a version predate versioning: treat them as version 1. */
export const UNVERSIONED = 1

/**
 * Runs, in declaration order, every migration written for a version at or after the saved one and
 * before the current one. A node saved by a newer version is left as it is.
 */
export function migrateNodeInputs(
  inputs: TNodeInputs,
  savedVersion: number | undefined,
  descriptor: Pick<TNodeDescriptor, 'version' | 'migrations'>,
): TMigrated {
  const from = savedVersion ?? UNVERSIONED
  let current: TNodeInputs = clone(inputs)
  const applied: number[] = []
  const outputs: Record<string, string> = {}
  const inputsRenamed: Record<string, string> = {}
  for (const migration of descriptor.migrations ?? []) {
    if (migration.fromVersion < from || migration.fromVersion >= descriptor.version) continue
    current = migration.up(current)
    applied.push(migration.fromVersion)
    chainRenames(outputs, migration.handles?.outputs)
    chainRenames(inputsRenamed, migration.handles?.inputs)
  }
  return {
    inputs: current,
    applied,
    version: Math.max(from, descriptor.version),
    handles: { outputs, inputs: inputsRenamed },
  }
}

/** Adds one step's renames: names an earlier step produced move on too. */
function chainRenames(
  into: Record<string, string>,
  step: Readonly<Record<string, string>> | undefined,
): void {
  if (!step) return
  for (const [old, renamed] of Object.entries(into)) {
    const next = step[renamed]
    if (next !== undefined) into[old] = next
  }
  for (const [old, renamed] of Object.entries(step)) into[old] ??= renamed
}
