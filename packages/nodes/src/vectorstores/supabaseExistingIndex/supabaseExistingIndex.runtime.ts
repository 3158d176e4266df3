import { defineRuntime } from '../../runtime'
import { supplyAsLegacy } from '../legacy-runtime'
import { supabaseExistingIndex } from './supabaseExistingIndex.node.js'

export default defineRuntime(supabaseExistingIndex, {
  kind: 'supply',
  supply: (ctx) => supplyAsLegacy(ctx, 'existing', () => import('../supabase/supabase.runtime')),
})
