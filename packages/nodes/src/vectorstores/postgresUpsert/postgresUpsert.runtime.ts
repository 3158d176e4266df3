import { defineRuntime } from '../../runtime'
import { supplyAsLegacy } from '../legacy-runtime'
import { postgresUpsert } from './postgresUpsert.node.js'

export default defineRuntime(postgresUpsert, {
  kind: 'supply',
  supply: (ctx) =>
    supplyAsLegacy(ctx, 'upsert', () => import('../postgres/postgres.runtime'), { sslConnection: 'ssl' }),
})
