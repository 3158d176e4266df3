import { defineRuntime } from '../../runtime'
import { supplyAsLegacy } from '../legacy-runtime'
import { qdrantUpsert } from './qdrantUpsert.node.js'

export default defineRuntime(qdrantUpsert, {
  kind: 'supply',
  supply: (ctx) => supplyAsLegacy(ctx, 'upsert', () => import('../qdrant/qdrant.runtime')),
})
