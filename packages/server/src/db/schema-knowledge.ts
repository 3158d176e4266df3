import type { TDocumentStoreStatus } from '@unikflow/graph'

/** Rows of the document stores (migration 0006). JSON columns hold text, like the rest of the schema. */
export interface DocumentStoresTable {
  id: string
  unik_id: string
  name: string
  description: string
  status: TDocumentStoreStatus
  embedding_config: string | null
  vector_store_config: string | null
  record_manager_config: string | null
  created_at: string
  updated_at: string
}

export interface DocumentStoreLoadersTable {
  id: string
  unik_id: string
  store_id: string
  loader_name: string
  loader_config: string
  splitter_name: string | null
  splitter_config: string
  status: TDocumentStoreStatus
  error: string | null
  progress_done: number
  progress_total: number
  progress_chunks: number
  total_chunks: number
  total_chars: number
  created_at: string
  updated_at: string
}

export interface DocumentStoreFilesTable {
  id: string
  unik_id: string
  loader_id: string
  name: string
  mime: string
  size: number
  /** base64 of a file stored before 0017; empty for files stored as parts */
  data: string
  created_at: string
}

/** A file's bytes, about 1 MB a part, in `part_no` order. */
export interface DocumentStoreFilePartsTable {
  file_id: string
  part_no: number
  data: Buffer
}

export interface DocumentStoreChunksTable {
  id: string
  unik_id: string
  store_id: string
  loader_id: string
  chunk_no: number
  page_content: string
  metadata: string
}

export interface DocumentStoreRecordsTable {
  store_id: string
  key: string
  hash: string
  updated_at: string
}

export interface DocumentStoreUpsertsTable {
  id: string
  unik_id: string
  store_id: string
  result: string
  config: string
  duration_ms: number
  created_at: string
}

export interface KnowledgeTables {
  document_stores: DocumentStoresTable
  document_store_loaders: DocumentStoreLoadersTable
  document_store_files: DocumentStoreFilesTable
  document_store_file_parts: DocumentStoreFilePartsTable
  document_store_chunks: DocumentStoreChunksTable
  /** Chunks of a loader being processed (same columns); readers never see them. */
  document_store_chunk_staging: DocumentStoreChunksTable
  document_store_records: DocumentStoreRecordsTable
  document_store_upserts: DocumentStoreUpsertsTable
}
