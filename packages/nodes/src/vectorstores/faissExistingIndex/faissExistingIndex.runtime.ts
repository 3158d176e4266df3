import { defineRuntime } from '../../runtime'
import { supplyAsLegacy } from '../legacy-runtime'
import { faissExistingIndex } from './faissExistingIndex.node.js'

export default defineRuntime(faissExistingIndex, {
  kind: 'supply',
  supply: (ctx) => supplyAsLegacy(ctx, 'existing', () => import('../faiss/faiss.runtime')),
})
