import { defineRuntime } from '../../runtime'
import { refuseFilter, supplyAsLegacy } from '../legacy-runtime'
import { chromaExistingIndex } from './chromaExistingIndex.node.js'

export default defineRuntime(chromaExistingIndex, {
  kind: 'supply',
  async supply(ctx) {
    refuseFilter(ctx, 'chromaMetadataFilter', 'Chroma Metadata Filter')
    return supplyAsLegacy(ctx, 'existing', () => import('../chroma/chroma.runtime'))
  },
})
