import { defineRuntime } from '../../runtime'
import { supplyAs } from '../../shared/delegate-runtime'
import { vectaraUpload } from './vectaraUpload.node.js'

/** The Vectara node's runtime: on an upsert the File input's and the request's files go to Vectara's upload API. */
export default defineRuntime(vectaraUpload, {
  kind: 'supply',
  supply: (ctx) => supplyAs(ctx, () => import('../vectara/vectara.runtime')),
})
