import { defineRuntime } from '../../runtime'
import { supplyAsLegacy } from '../legacy-runtime'
import { chromaUpsert } from './chromaUpsert.node.js'

export default defineRuntime(chromaUpsert, {
  kind: 'supply',
  supply: (ctx) => supplyAsLegacy(ctx, 'upsert', () => import('../chroma/chroma.runtime')),
})
