import { clone } from '../clone'
import type { TNodeDescriptor, TNodeInputs } from '../schema/node-descriptor'

export type TMigrated = {
  readonly inputs: TNodeInputs
  readonly applied: readonly number[]
  /** The version the inputs now match: the current one, or the saved one when that is newer. */
  readonly version: number
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
  for (const migration of descriptor.migrations ?? []) {
    if (migration.fromVersion < from || migration.fromVersion >= descriptor.version) continue
    current = migration.up(current)
    applied.push(migration.fromVersion)
  }
  return { inputs: current, applied, version: Math.max(from, descriptor.version) }
}
