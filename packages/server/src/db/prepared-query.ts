import type { Compilable, CompiledQuery, Kysely } from 'kysely'
import type { DB } from './schema'
import { CachedRows } from './cached-rows'
import { tableVersionsOf, type TableVersions } from './table-versions'

export interface PreparedQueryOptions {
  /**
   * The tables the query reads, when they change rarely (flows, credentials, variables): its rows are
   * kept per values and handed out again, frozen, while no write reached those tables — on SQLite, the
   * embedded database one process owns (table-versions.ts); PostgreSQL is read every time.
   */
  cachedWhileUnchanged?: readonly (keyof DB & string)[]
}

/** Where one of a call's values goes: the path to it in the values a prepared query is given. */
class Slot {
  constructor(readonly path: readonly (string | number)[]) {}

  read(values: unknown): unknown {
    let at = values
    for (const key of this.path) at = (at as Record<string | number, unknown>)[key]
    return at
  }
}

// Stricter than graph's isRecord: a Date, a Buffer or any class instance is one value, not a shape.
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype

/**
 * The shape of a call's values: arrays by length, objects by their defined keys (Kysely leaves out an
 * undefined column), everything else a value. Calls of one shape compile to the same SQL.
 */
function shapeOf(values: unknown): string {
  if (Array.isArray(values)) return `[${values.map(shapeOf).join(',')}]`
  if (!isPlainObject(values)) return '.'
  let shape = '{'
  for (const key in values) if (values[key] !== undefined) shape += `${key}:${shapeOf(values[key])},`
  return `${shape}}`
}

/** The values with a Slot in place of each value, and how many there are. */
function slotted(values: unknown, path: (string | number)[], count: { n: number }): unknown {
  if (Array.isArray(values)) return values.map((v, i) => slotted(v, [...path, i], count))
  if (!isPlainObject(values)) {
    count.n += 1
    return new Slot(path)
  }
  const out: Record<string, unknown> = {}
  for (const key in values)
    if (values[key] !== undefined) out[key] = slotted(values[key], [...path, key], count)
  return out
}

/**
 * A query Kysely builds and compiles once per shape of its values (and per dialect), then runs with
 * each call's values as its parameters. Building a query anew — parsing its values, freezing its nodes,
 * compiling them to the same text again — was about a tenth of the server's CPU per prediction, whose
 * dozen statements have the same shapes every time.
 *
 * `build` must hand the values to Kysely as they are, never read them (a branch on a value would be
 * taken once for every call); it may look at which keys there are, as they are part of the shape. A value
 * Kysely did not make a parameter fails the first call of its shape.
 */
export function preparedQuery<V, R extends object>(
  build: (db: Kysely<DB>, values: V) => Compilable<R>,
  options: PreparedQueryOptions = {},
): (db: Kysely<DB>, values: V) => Promise<R[]> {
  // Per dialect: a transaction is another Kysely, with the adapter of the database it belongs to.
  const byDialect = new WeakMap<object, Map<string, CompiledQuery<R>>>()
  const tables = options.cachedWhileUnchanged
  // Per database (a process may hold several: tests do), by the versions of its tables.
  const cachedIn = new WeakMap<TableVersions, CachedRows<R>>()
  return async (db, values) => {
    const adapter = db.getExecutor().adapter
    let compiled = byDialect.get(adapter)
    if (!compiled) byDialect.set(adapter, (compiled = new Map()))
    const shape = shapeOf(values)
    let query = compiled.get(shape)
    if (!query) {
      const count = { n: 0 }
      query = build(db, slotted(values, [], count) as V).compile()
      const slots = query.parameters.filter((p) => p instanceof Slot).length
      if (slots !== count.n)
        throw new Error(`A prepared query used ${slots} of its ${count.n} values as parameters: ${query.sql}`)
      compiled.set(shape, query)
    }
    const parameters = query.parameters.map((p) => (p instanceof Slot ? p.read(values) : p))
    const run = async () => (await db.executeQuery<R>({ ...query, parameters })).rows
    const versions = tables && tableVersionsOf(db)
    if (!versions) return run()
    let cached = cachedIn.get(versions)
    if (!cached) cachedIn.set(versions, (cached = new CachedRows<R>(tables)))
    return cached.read(versions, `${shape}${JSON.stringify(parameters)}`, run)
  }
}
