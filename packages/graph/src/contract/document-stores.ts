import { z } from 'zod'

/*
 * Document stores (Flowise's `/document-store/*` shapes, under `/api/v1/uniks/{unikId}/`): a store holds
 * loaders (a loader node + a splitter node + their settings + the files given to them); processing a
 * loader turns its files into chunks; an upsert embeds the chunks into the store's vector store.
 */

/**
 * Statuses of a store and of its loaders. A store: EMPTY (no loaders) → NEW (loaders not processed yet)
 * → SYNCING (a loader is processing) → SYNC (every loader processed) → UPSERTING → UPSERTED; STALE when
 * chunks changed after the last upsert (or a loader was interrupted by a restart and needs a re-run).
 * A loader: NEW → SYNCING → SYNC, or STALE when its processing was interrupted.
 */
export const DOCUMENT_STORE_STATUS_VALUES = [
  'EMPTY',
  'NEW',
  'SYNC',
  'SYNCING',
  'STALE',
  'UPSERTING',
  'UPSERTED',
] as const
export const ZDocumentStoreStatus = z.enum(DOCUMENT_STORE_STATUS_VALUES)
export type TDocumentStoreStatus = z.infer<typeof ZDocumentStoreStatus>

/** Loader nodes a store accepts (node names of the catalogue), and the splitters. */
export const DOCUMENT_LOADER_NAMES = [
  'textFile',
  'plainText',
  'pdfFile',
  'csvFile',
  'jsonFile',
  'jsonlinesFile',
  'docxFile',
  'markdownHtmlFile',
  'apiLoader',
  'cheerioWebScraper',
] as const
export const ZDocumentLoaderName = z.enum(DOCUMENT_LOADER_NAMES)
export type TDocumentLoaderName = z.infer<typeof ZDocumentLoaderName>
export const TEXT_SPLITTER_NAMES = [
  'recursiveCharacterTextSplitter',
  'tokenTextSplitter',
  'markdownTextSplitter',
  'codeTextSplitter',
  'characterTextSplitter',
  'htmlToMarkdownTextSplitter',
] as const
export const ZTextSplitterName = z.enum(TEXT_SPLITTER_NAMES)
export type TTextSplitterName = z.infer<typeof ZTextSplitterName>

/** Node inputs as the node declares them (numbers, strings, booleans, JSON text). */
const ZNodeConfig = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))

export const ZDocumentFileInfo = z.object({
  id: z.string(),
  name: z.string(),
  mimePrefix: z.string(),
  size: z.number().int(),
  uploaded: z.string(),
})
export type TDocumentFileInfo = z.infer<typeof ZDocumentFileInfo>

export const ZDocumentLoader = z.object({
  id: z.string(),
  storeId: z.string(),
  loaderName: z.string(),
  loaderConfig: ZNodeConfig,
  splitterName: z.string().nullable(),
  splitterConfig: ZNodeConfig,
  files: z.array(ZDocumentFileInfo),
  status: ZDocumentStoreStatus,
  /** Why the last processing failed or was interrupted (the store's chunks were kept as they were). */
  error: z.string().nullable(),
  progress: z.object({ done: z.number().int(), total: z.number().int(), chunks: z.number().int() }),
  totalChunks: z.number().int(),
  totalChars: z.number().int(),
  createdDate: z.string(),
  updatedDate: z.string(),
})
export type TDocumentLoader = z.infer<typeof ZDocumentLoader>

const ZConfigured = z.object({ name: z.string(), config: ZNodeConfig, credential: z.string().optional() })
export const ZEmbeddingConfig = ZConfigured
export type TEmbeddingConfig = z.infer<typeof ZEmbeddingConfig>
/** `unikflowVectorStore`: sqlite-vec inside the SQLite database, pgvector on PostgreSQL. */
export const ZVectorStoreConfig = z.object({ name: z.literal('unikflowVectorStore'), config: ZNodeConfig })
/** The record manager remembers a hash per chunk, so a re-upsert only touches what changed. */
export const ZRecordManagerConfig = z.object({
  name: z.literal('unikflowRecordManager'),
  config: z.object({ cleanup: z.enum(['none', 'incremental', 'full']).default('full') }),
})

export const ZDocumentStore = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: ZDocumentStoreStatus,
  loaders: z.array(ZDocumentLoader),
  /** Chatflows whose Document Store nodes use this store. */
  whereUsed: z.array(z.object({ id: z.string(), name: z.string() })),
  totalChunks: z.number().int(),
  totalChars: z.number().int(),
  embeddingConfig: ZEmbeddingConfig.nullable(),
  vectorStoreConfig: ZVectorStoreConfig.nullable(),
  recordManagerConfig: ZRecordManagerConfig.nullable(),
  createdDate: z.string(),
  updatedDate: z.string(),
})
export type TDocumentStore = z.infer<typeof ZDocumentStore>

export const ZDocumentStoreCreateBody = z.object({
  name: z.string().trim().min(1, 'Name is required').max(255),
  description: z.string().max(2000).default(''),
})
export const ZDocumentStoreUpdateBody = ZDocumentStoreCreateBody.partial()

/** A file given to a loader: base64 content (a `data:` URL is accepted too). */
export const ZDocumentFileUpload = z.object({
  name: z.string().trim().min(1).max(255),
  data: z.string().min(1),
})
export type TDocumentFileUpload = z.infer<typeof ZDocumentFileUpload>

export const ZLoaderBody = z.object({
  storeId: z.string().min(1),
  loaderName: ZDocumentLoaderName,
  loaderConfig: ZNodeConfig.default({}),
  splitterName: ZTextSplitterName.nullable().default('recursiveCharacterTextSplitter'),
  splitterConfig: ZNodeConfig.default({}),
  /** New files; on save they are added to the loader's files. */
  files: z.array(ZDocumentFileUpload).max(50).default([]),
})
export type TLoaderBody = z.input<typeof ZLoaderBody>

export const ZLoaderPreviewBody = ZLoaderBody.extend({
  previewChunkCount: z.number().int().min(1).max(100).default(20),
})
export const ZLoaderSaveBody = ZLoaderBody.extend({
  /** Given: change this loader (its files are kept, new ones added); absent: a new loader. */
  loaderId: z.string().optional(),
  /** Files of the loader to drop, by id. */
  removeFileIds: z.array(z.string()).default([]),
})
export type TLoaderSaveBody = z.input<typeof ZLoaderSaveBody>

export const ZDocumentChunk = z.object({
  id: z.string(),
  storeId: z.string(),
  loaderId: z.string(),
  chunkNo: z.number().int(),
  pageContent: z.string(),
  metadata: z.record(z.string(), z.unknown()),
})
export type TDocumentChunk = z.infer<typeof ZDocumentChunk>

export const ZLoaderPreview = z.object({
  chunks: z.array(z.object({ pageContent: z.string(), metadata: z.record(z.string(), z.unknown()) })),
  totalChunks: z.number().int(),
  previewChunkCount: z.number().int(),
})

export const ZChunkPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  q: z.string().max(500).optional(),
})
export const ZChunkPage = z.object({
  chunks: z.array(ZDocumentChunk),
  count: z.number().int(),
  currentPage: z.number().int(),
  pageSize: z.number().int(),
  storeName: z.string(),
  loader: ZDocumentLoader,
})
export type TChunkPage = z.infer<typeof ZChunkPage>

export const ZChunkUpdateBody = z.object({
  pageContent: z.string().min(1, 'Chunk text is required').max(1_000_000),
  metadata: z.record(z.string(), z.unknown()).optional(),
})

export const ZScrapeLinksBody = z.object({
  url: z.string().url().max(2000),
  limit: z.number().int().min(0).max(200).default(50),
})
export const ZScrapeLinks = z.object({ links: z.array(z.string()) })

/** Saved per store (the three steps of the vector store configuration). */
export const ZVectorConfigBody = z.object({
  storeId: z.string().min(1),
  embedding: ZEmbeddingConfig,
  vectorStore: ZVectorStoreConfig.default({ name: 'unikflowVectorStore', config: {} }),
  recordManager: ZRecordManagerConfig.nullable().default(null),
})
export type TVectorConfigBody = z.input<typeof ZVectorConfigBody>

export const ZUpsertCounts = z.object({
  numAdded: z.number().int(),
  numUpdated: z.number().int(),
  numSkipped: z.number().int(),
  numDeleted: z.number().int(),
})
export type TUpsertCounts = z.infer<typeof ZUpsertCounts>

export const ZUpsertHistoryItem = z.object({
  id: z.string(),
  storeId: z.string(),
  result: ZUpsertCounts,
  durationMs: z.number().int(),
  config: z.record(z.string(), z.unknown()),
  date: z.string(),
})
export const ZUpsertResult = ZUpsertCounts.extend({ durationMs: z.number().int(), totalChunks: z.number() })

/** The store API's answer (Flowise's): the counts, the loader the files went to, the chunks it added. */
export const ZStoreApiUpsertResult = ZUpsertResult.extend({
  docId: z.string(),
  storeId: z.string(),
  addedDocs: z.array(z.object({ pageContent: z.string(), metadata: z.record(z.string(), z.unknown()) })),
})
export type TStoreApiUpsertResult = z.infer<typeof ZStoreApiUpsertResult>

export const ZVectorQueryBody = z.object({
  storeId: z.string().min(1),
  query: z.string().trim().min(1, 'Query is required').max(10_000),
  topK: z.number().int().min(1).max(100).default(4),
  /** Metadata keys and the values they must equal. */
  filter: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
})
export const ZVectorQueryResult = z.object({
  timeTaken: z.number(),
  docs: z.array(
    z.object({
      id: z.string(),
      pageContent: z.string(),
      metadata: z.record(z.string(), z.unknown()),
      score: z.number(),
    }),
  ),
})
export type TVectorQueryResult = z.infer<typeof ZVectorQueryResult>

/** A part of the store's settings as Flowise's upsert API names it: a component and its config. */
const ZNamedConfig = z.object({ name: z.string().min(1).optional(), config: ZNodeConfig.default({}) })

/**
 * One-shot upsert through the API (`POST /document-store/upsert/{storeId}`, JSON or multipart, Flowise's
 * fields): files go to the loader `docId` names (`loaderId` too), else to a new loader of `loader.name`;
 * the loader is processed, then the store is upserted. `loader` (its `name`, its `config`, or both),
 * `splitter`, `metadata`, `embedding`, `vectorStore` and `recordManager` override the saved settings;
 * `replaceExisting` drops that loader's earlier files first; `createNewDocStore` upserts into a new store
 * (named by `docStore`).
 */
export const ZStoreApiUpsertBody = z.object({
  docId: z.string().optional(),
  loaderId: z.string().optional(),
  loader: z.object({ name: ZDocumentLoaderName.optional(), config: ZNodeConfig.default({}) }).optional(),
  /** Flowise's display name of the loader: not needed here (the node's label is used). */
  loaderName: z.string().max(255).optional(),
  splitter: z
    .object({ name: ZTextSplitterName, config: ZNodeConfig.default({}) })
    .nullable()
    .optional(),
  metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  replaceExisting: z.boolean().default(false),
  files: z.array(ZDocumentFileUpload).max(50).default([]),
  embedding: ZNamedConfig.extend({ credential: z.string().optional() }).optional(),
  vectorStore: ZNamedConfig.optional(),
  recordManager: ZNamedConfig.optional(),
  createNewDocStore: z.boolean().default(false),
  docStore: z
    .object({ name: z.string().trim().min(1).max(255), description: z.string().max(2000).optional() })
    .optional(),
})
export type TStoreApiUpsertBody = z.input<typeof ZStoreApiUpsertBody>

/** `POST /document-store/refresh/{storeId}`: the loaders to read again (each as an upsert's fields), or all. */
export const ZStoreApiRefreshBody = z
  .object({
    items: z
      .array(ZStoreApiUpsertBody.omit({ files: true }))
      .max(100)
      .optional(),
  })
  .nullish()
