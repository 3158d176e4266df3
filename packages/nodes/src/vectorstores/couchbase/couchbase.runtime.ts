import { defineRuntime } from '../../runtime'
import { NodeInputError } from '../../shared/read-inputs'
import { couchbase } from './couchbase.node.js'

/** Couchbase speaks its own binary protocol through a native SDK (C++ bindings) this server does not carry. */
export default defineRuntime(couchbase, {
  kind: 'supply',
  supply() {
    return Promise.reject(
      new NodeInputError(
        'Couchbase is not available here: it needs the native Couchbase SDK, which this server does not include. Use another vector store (e.g. Qdrant, Elasticsearch or Postgres)',
      ),
    )
  },
})
