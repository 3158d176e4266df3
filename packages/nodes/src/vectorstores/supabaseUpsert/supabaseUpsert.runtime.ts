import { defineRuntime } from '../../runtime'
import { supplyAsLegacy } from '../legacy-runtime'
import { supabaseUpsert } from './supabaseUpsert.node.js'

export default defineRuntime(supabaseUpsert, {
  kind: 'supply',
  supply: (ctx) => supplyAsLegacy(ctx, 'upsert', () => import('../supabase/supabase.runtime')),
})
