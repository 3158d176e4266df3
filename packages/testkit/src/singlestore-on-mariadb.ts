import { randomBytes } from 'node:crypto'
import type { Connection } from 'mysql2/promise'

/**
 * SingleStore's vector built-ins as MariaDB stored functions of the same names: JSON_ARRAY_PACK (a JSON
 * array to a BLOB — here the array's text, where SingleStore packs float32s; only DOT_PRODUCT reads it),
 * DOT_PRODUCT (the sum of the element products) and JSON_EXTRACT_JSON (one key, for metadata filters).
 */
const STAND_INS = [
  'CREATE FUNCTION JSON_ARRAY_PACK(a LONGTEXT) RETURNS LONGBLOB DETERMINISTIC RETURN CAST(a AS BINARY)',
  `CREATE FUNCTION DOT_PRODUCT(a LONGBLOB, b LONGBLOB) RETURNS DOUBLE DETERMINISTIC RETURN (
     SELECT SUM(x.v * y.v)
     FROM JSON_TABLE(CONVERT(a USING utf8mb4), '$[*]' COLUMNS (i FOR ORDINALITY, v DOUBLE PATH '$')) x
     JOIN JSON_TABLE(CONVERT(b USING utf8mb4), '$[*]' COLUMNS (i FOR ORDINALITY, v DOUBLE PATH '$')) y ON x.i = y.i)`,
  `CREATE FUNCTION JSON_EXTRACT_JSON(j LONGTEXT, k VARCHAR(255)) RETURNS LONGTEXT DETERMINISTIC
     RETURN JSON_EXTRACT(j, CONCAT('$."', k, '"'))`,
]

export interface SingleStoreOnMariaDb {
  /** `hostname:port`, as a SingleStore node's Host input takes it. */
  host: string
  hostname: string
  database: string
  /** The SingleStore credential's fields (from the MariaDB URL). */
  user: string
  password: string
  /** An open connection to the database, to read what a test wrote. */
  admin: Connection
  /** Drops the database and closes the connection. */
  close(): Promise<void>
}

/**
 * A database of its own (a random suffix unless named) on the MariaDB at `mysqlUrl` (such as TEST_MYSQL_URL),
 * holding SingleStore's vector functions as stand-ins: SingleStore speaks MySQL's wire protocol, so its
 * node runs against it as against SingleStore.
 */
export async function prepareSingleStoreOnMariaDb(
  mysqlUrl: string,
  database = `unikflow_singlestore_${randomBytes(4).toString('hex')}`,
): Promise<SingleStoreOnMariaDb> {
  if (!/^\w+$/.test(database)) throw new Error(`database name ${database} is not a plain identifier`)
  const url = new URL(mysqlUrl)
  const port = Number(url.port || 3306)
  const user = decodeURIComponent(url.username)
  const password = decodeURIComponent(url.password)
  const { createConnection } = await import('mysql2/promise')
  const admin = await createConnection({ host: url.hostname, port, user, password })
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${database}`)
    // The collation mysql2 connects with, so a filter's strings compare with the stored functions' answers.
    await admin.query(`CREATE DATABASE ${database} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`)
    await admin.query(`USE ${database}`)
    for (const sql of STAND_INS) await admin.query(sql)
  } catch (e) {
    await admin.end()
    throw e
  }
  return {
    host: `${url.hostname}:${port}`,
    hostname: url.hostname,
    database,
    user,
    password,
    admin,
    close: async () => {
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${database}`)
      } finally {
        await admin.end()
      }
    },
  }
}
