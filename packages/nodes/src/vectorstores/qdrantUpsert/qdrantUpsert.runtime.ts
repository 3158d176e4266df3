import { defineRuntime } from '../../runtime'
import { refuseFilter, supplyAsLegacy } from '../legacy-runtime'
import { qdrantUpsert } from './qdrantUpsert.node.js'

export default defineRuntime(qdrantUpsert, {
  kind: 'supply',
  async supply(ctx) {
    refuseFilter(ctx, 'qdrantFilter', 'Qdrant Search Filter')
    return supplyAsLegacy(ctx, 'upsert', () => import('../qdrant/qdrant.runtime'))
  },
})
