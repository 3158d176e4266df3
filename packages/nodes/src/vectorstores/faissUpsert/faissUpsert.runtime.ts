import { defineRuntime } from '../../runtime'
import { supplyAsLegacy } from '../legacy-runtime'
import { faissUpsert } from './faissUpsert.node.js'

export default defineRuntime(faissUpsert, {
  kind: 'supply',
  supply: (ctx) => supplyAsLegacy(ctx, 'upsert', () => import('../faiss/faiss.runtime')),
})
