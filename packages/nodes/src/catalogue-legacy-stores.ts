import { pineconeUpsert } from './vectorstores/pineconeUpsert/pineconeUpsert.node.js'
import { pineconeExistingIndex } from './vectorstores/pineconeExistingIndex/pineconeExistingIndex.node.js'
import { supabaseUpsert } from './vectorstores/supabaseUpsert/supabaseUpsert.node.js'
import { supabaseExistingIndex } from './vectorstores/supabaseExistingIndex/supabaseExistingIndex.node.js'
import { postgresUpsert } from './vectorstores/postgresUpsert/postgresUpsert.node.js'
import { postgresExistingIndex } from './vectorstores/postgresExistingIndex/postgresExistingIndex.node.js'
import { qdrantUpsert } from './vectorstores/qdrantUpsert/qdrantUpsert.node.js'
import { qdrantExistingIndex } from './vectorstores/qdrantExistingIndex/qdrantExistingIndex.node.js'
import { chromaUpsert } from './vectorstores/chromaUpsert/chromaUpsert.node.js'
import { chromaExistingIndex } from './vectorstores/chromaExistingIndex/chromaExistingIndex.node.js'
import { faissUpsert } from './vectorstores/faissUpsert/faissUpsert.node.js'
import { faissExistingIndex } from './vectorstores/faissExistingIndex/faissExistingIndex.node.js'

/**
 * Flowise's older vector store nodes, one node for writing (Upsert) and one for reading (Existing Index) per
 * store: kept so that flows exported before the single store nodes open and run.
 */
export const legacyVectorStoreNodes = [
  pineconeUpsert,
  pineconeExistingIndex,
  supabaseUpsert,
  supabaseExistingIndex,
  postgresUpsert,
  postgresExistingIndex,
  qdrantUpsert,
  qdrantExistingIndex,
  chromaUpsert,
  chromaExistingIndex,
  faissUpsert,
  faissExistingIndex,
]
