import { defineRuntime } from '../../runtime'
import { supplyAsLegacy } from '../legacy-runtime'
import { chromaExistingIndex } from './chromaExistingIndex.node.js'

export default defineRuntime(chromaExistingIndex, {
  kind: 'supply',
  supply: (ctx) => supplyAsLegacy(ctx, 'existing', () => import('../chroma/chroma.runtime')),
})
