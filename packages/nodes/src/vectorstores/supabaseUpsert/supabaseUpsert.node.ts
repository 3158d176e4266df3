import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputsOf, legacyDocumentAnchor, legacyEmbeddingsAnchor, legacyNote } from '../legacy-inputs'
import { supabase } from '../supabase/supabase.node.js'

/** Flowise's older "Supabase Upsert Document"; runs the Supabase node's runtime, writing on every run. */
export const supabaseUpsert = defineNode({
  name: 'supabaseUpsert',
  label: 'Supabase Upsert Document',
  version: 1,
  type: 'Supabase',
  category: NodeCategories.VectorStores,
  description: `Writes the connected documents to a Supabase table each time it runs, then searches it ${legacyNote('Supabase')}`,
  baseClasses: ['Supabase', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/supabaseUpsert/supabaseUpsert.svg',
  badge: 'DEPRECATING',
  credential: { credentialNames: ['supabaseApi'] },
  inputs: [
    legacyDocumentAnchor,
    legacyEmbeddingsAnchor,
    ...inputsOf(supabase, ['supabaseProjUrl', 'tableName', 'queryName', 'topK']),
  ],
  outputs: supabase.outputs,
})
