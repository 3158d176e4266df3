import { defineRuntime } from '../../runtime'
import { supplyAsLegacy } from '../legacy-runtime'
import { postgresExistingIndex } from './postgresExistingIndex.node.js'

export default defineRuntime(postgresExistingIndex, {
  kind: 'supply',
  supply: (ctx) =>
    supplyAsLegacy(ctx, 'existing', () => import('../postgres/postgres.runtime'), { sslConnection: 'ssl' }),
})
