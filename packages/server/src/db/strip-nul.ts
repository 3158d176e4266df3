import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult } from 'kysely'

const NUL = '\u0000'

const holdsNul = (value: unknown) => typeof value === 'string' && value.includes(NUL)

/** `query` with the NUL characters of its string parameters removed (the query itself when none holds one). */
export function withoutNul<R>(query: CompiledQuery<R>): CompiledQuery<R> {
  if (!query.parameters.some(holdsNul)) return query
  return {
    ...query,
    parameters: query.parameters.map((v) => (holdsNul(v) ? String(v).replaceAll(NUL, '') : v)),
  }
}

function connectionWithoutNul(connection: DatabaseConnection): DatabaseConnection {
  return {
    executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> =>
      connection.executeQuery<R>(withoutNul(query)),
    streamQuery: <R>(query: CompiledQuery, chunkSize?: number) =>
      connection.streamQuery<R>(withoutNul(query), chunkSize),
  }
}

/**
 * PostgreSQL refuses text holding a NUL character (SQLite keeps it), so the same request failed on one
 * database and not the other, after the model had already answered. Every string parameter a query
 * sends is stored without its NUL characters on both, so both behave the same and nothing is lost for a
 * byte no text needs. Values travel as parameters (Kysely compiles them so; SQL text is ours), so the
 * compiled query's parameters are all there is to look at: a scan of a short array per query, where a
 * Kysely plugin walked (and, with a NUL, rebuilt) the query's whole tree, 2–3 % of a prediction's CPU.
 * Binary values are not strings: left as they are. Identifiers in paths and query strings are refused
 * earlier (plugins/refuse-nul.ts).
 */
export function dialectWithoutNul(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => driverWithoutNul(dialect.createDriver()),
  }
}

/** `driver` handing out connections that strip NULs; each is given back to `driver` as the one it made. */
function driverWithoutNul(driver: Driver): Driver {
  const wrapperOf = new WeakMap<DatabaseConnection, DatabaseConnection>()
  const innerOf = new WeakMap<DatabaseConnection, DatabaseConnection>()
  const inner = (c: DatabaseConnection) => innerOf.get(c) ?? c
  const { savepoint, rollbackToSavepoint, releaseSavepoint } = driver
  return {
    init: () => driver.init(),
    async acquireConnection() {
      const connection = await driver.acquireConnection()
      let wrapper = wrapperOf.get(connection)
      if (!wrapper) {
        wrapper = connectionWithoutNul(connection)
        wrapperOf.set(connection, wrapper)
        innerOf.set(wrapper, connection)
      }
      return wrapper
    },
    beginTransaction: (c, settings) => driver.beginTransaction(inner(c), settings),
    commitTransaction: (c) => driver.commitTransaction(inner(c)),
    rollbackTransaction: (c) => driver.rollbackTransaction(inner(c)),
    releaseConnection: (c) => driver.releaseConnection(inner(c)),
    destroy: () => driver.destroy(),
    ...(savepoint && { savepoint: (c, name, compile) => savepoint.call(driver, inner(c), name, compile) }),
    ...(rollbackToSavepoint && {
      rollbackToSavepoint: (c, name, compile) => rollbackToSavepoint.call(driver, inner(c), name, compile),
    }),
    ...(releaseSavepoint && {
      releaseSavepoint: (c, name, compile) => releaseSavepoint.call(driver, inner(c), name, compile),
    }),
  }
}
