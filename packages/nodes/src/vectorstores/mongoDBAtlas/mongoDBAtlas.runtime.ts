import { defineRuntime } from '../../runtime'
import { NodeInputError } from '../../shared/read-inputs'
import { mongoDBAtlas } from './mongoDBAtlas.node.js'

/**
 * Atlas is reached through the MongoDB driver, which looks up SRV records and connects to every member of
 * the replica set its first server names: those connections would not pass the outbound guard.
 */
export default defineRuntime(mongoDBAtlas, {
  kind: 'supply',
  supply() {
    return Promise.reject(
      new NodeInputError(
        'MongoDB Atlas is not available here yet: its driver connects to hosts the outbound guard cannot check. Use another vector store (e.g. Qdrant, Elasticsearch or Postgres)',
      ),
    )
  },
})
