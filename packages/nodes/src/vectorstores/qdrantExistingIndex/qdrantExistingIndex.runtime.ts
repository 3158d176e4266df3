import { defineRuntime } from '../../runtime'
import { supplyAsLegacy } from '../legacy-runtime'
import { qdrantExistingIndex } from './qdrantExistingIndex.node.js'

export default defineRuntime(qdrantExistingIndex, {
  kind: 'supply',
  supply: (ctx) => supplyAsLegacy(ctx, 'existing', () => import('../qdrant/qdrant.runtime')),
})
