import { defineRuntime } from '../../runtime'
import { supplyAsLegacy } from '../legacy-runtime'
import { pineconeExistingIndex } from './pineconeExistingIndex.node.js'

export default defineRuntime(pineconeExistingIndex, {
  kind: 'supply',
  supply: (ctx) => supplyAsLegacy(ctx, 'existing', () => import('../pinecone/pinecone.runtime')),
})
