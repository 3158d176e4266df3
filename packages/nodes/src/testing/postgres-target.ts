/**
 * The PostgreSQL of a URL (TEST_DATABASE_URL) as a node reaches it: the host, port and database inputs of its
 * node, and the services options that let the node's host through the outbound guard with a `pg` credential.
 */
export function postgresTarget(url: string) {
  const db = new URL(url)
  return {
    inputs: { host: db.hostname, port: Number(db.port || 5432), database: db.pathname.slice(1) },
    serviceOptions: {
      allowPrivateHosts: [db.hostname],
      credentials: {
        pg: { user: decodeURIComponent(db.username), password: decodeURIComponent(db.password) },
      },
    },
  }
}
