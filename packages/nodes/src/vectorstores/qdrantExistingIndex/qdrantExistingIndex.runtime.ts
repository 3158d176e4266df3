import { defineRuntime } from '../../runtime'
import { refuseFilter, supplyAsLegacy } from '../legacy-runtime'
import { qdrantExistingIndex } from './qdrantExistingIndex.node.js'

export default defineRuntime(qdrantExistingIndex, {
  kind: 'supply',
  async supply(ctx) {
    refuseFilter(ctx, 'qdrantFilter', 'Qdrant Search Filter')
    return supplyAsLegacy(ctx, 'existing', () => import('../qdrant/qdrant.runtime'))
  },
})
