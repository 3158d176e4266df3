import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputsOf, legacyEmbeddingsAnchor, legacyNote } from '../legacy-inputs'
import { supabase } from '../supabase/supabase.node.js'

/** Flowise's older "Supabase Load Existing Index"; runs the Supabase node's runtime without documents. */
export const supabaseExistingIndex = defineNode({
  name: 'supabaseExistingIndex',
  label: 'Supabase Load Existing Index',
  version: 1,
  type: 'Supabase',
  category: NodeCategories.VectorStores,
  description: `Searches the documents already stored in a Supabase table, writing nothing ${legacyNote('Supabase')}`,
  baseClasses: ['Supabase', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/supabaseExistingIndex/supabaseExistingIndex.svg',
  badge: 'DEPRECATING',
  credential: { credentialNames: ['supabaseApi'] },
  inputs: [
    legacyEmbeddingsAnchor,
    ...inputsOf(supabase, ['supabaseProjUrl', 'tableName', 'queryName', 'supabaseMetadataFilter', 'topK']),
  ],
  outputs: supabase.outputs,
})
