import { defineRuntime } from '../../runtime'
import { getJsonFilter, getString, NodeInputError } from '../../shared/read-inputs'
import { supplyRemoteStore } from '../remote-runtime'
import { supabaseApi } from './supabase-api'
import { supabase } from './supabase.node.js'

export default defineRuntime(supabase, {
  kind: 'supply',
  async supply(ctx) {
    const projectUrl = getString(ctx, 'supabaseProjUrl').trim()
    const tableName = getString(ctx, 'tableName').trim()
    const queryName = getString(ctx, 'queryName').trim()
    if (!projectUrl) throw new NodeInputError('Supabase Project URL is required')
    if (!tableName) throw new NodeInputError('Table Name is required')
    if (!queryName) throw new NodeInputError('Query Name is required (e.g. match_documents)')
    if (getString(ctx, 'supabaseRPCFilter').trim())
      throw new NodeInputError('Supabase RPC Filter is not supported yet; use Supabase Metadata Filter')
    const credential = await ctx.getCredential()
    if (!credential.supabaseApiKey)
      throw new NodeInputError('Supabase needs its API key (a Supabase API credential)')
    return supplyRemoteStore(
      ctx,
      supabaseApi({
        fetch: ctx.fetch,
        projectUrl,
        apiKey: credential.supabaseApiKey,
        tableName,
        queryName,
        filter: getJsonFilter(ctx, 'supabaseMetadataFilter', 'Supabase Metadata Filter') ?? {},
        signal: ctx.signal,
      }),
    )
  },
})
