import type { PGlite } from '@electric-sql/pglite'

export interface FakePgVector {
  host: '127.0.0.1'
  port: number
  /** The database behind the socket, to read what a test wrote. */
  db: PGlite
  close(): Promise<void>
}

/**
 * PostgreSQL's wire protocol on loopback, served by PGlite with the `vector` extension available (a
 * PostgreSQL with pgvector, which this machine's server lacks). It asks for a password and takes any;
 * user `postgres`, database `postgres`. A free port is found by trying random ones.
 */
export async function startFakePgVector(): Promise<FakePgVector> {
  const [{ PGlite: Pg }, { vector }, { PGLiteSocketServer }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/vector'),
    import('@electric-sql/pglite-socket'),
  ])
  const db = await Pg.create({ extensions: { vector } })
  for (let attempt = 0; ; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 30_000)
    const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 8 })
    try {
      await server.start()
      return {
        host: '127.0.0.1',
        port,
        db,
        close: async () => {
          await server.stop()
          await db.close()
        },
      }
    } catch (e) {
      if (attempt > 5) {
        await db.close()
        throw e
      }
    }
  }
}
