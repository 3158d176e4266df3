import { defineRuntime } from '../../runtime'
import { supplyAsLegacy } from '../legacy-runtime'
import { pineconeUpsert } from './pineconeUpsert.node.js'

export default defineRuntime(pineconeUpsert, {
  kind: 'supply',
  supply: (ctx) => supplyAsLegacy(ctx, 'upsert', () => import('../pinecone/pinecone.runtime')),
})
