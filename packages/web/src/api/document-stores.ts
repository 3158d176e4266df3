import type {
  TChunkPage,
  TDocumentChunk,
  TDocumentLoader,
  TDocumentStore,
  TLoaderSaveBody,
  TUpsertCounts,
  TVectorConfigBody,
  TVectorQueryResult,
} from '@unikflow/graph'
import { http } from './client'

/** Document stores of a unik (`/uniks/{unikId}/document-store/*`). */
const base = (unikId: string) => `/uniks/${encodeURIComponent(unikId)}/document-store`
const enc = encodeURIComponent

export interface StoreBody {
  name: string
  description?: string
}

export async function listStores(unikId: string): Promise<TDocumentStore[]> {
  return (await http.get<TDocumentStore[]>(`${base(unikId)}/store`)).data
}

export async function getStore(unikId: string, storeId: string): Promise<TDocumentStore> {
  return (await http.get<TDocumentStore>(`${base(unikId)}/store/${enc(storeId)}`)).data
}

export async function createStore(unikId: string, body: StoreBody): Promise<TDocumentStore> {
  return (await http.post<TDocumentStore>(`${base(unikId)}/store`, body)).data
}

export async function updateStore(
  unikId: string,
  storeId: string,
  body: Partial<StoreBody>,
): Promise<TDocumentStore> {
  return (await http.put<TDocumentStore>(`${base(unikId)}/store/${enc(storeId)}`, body)).data
}

export async function deleteStore(unikId: string, storeId: string): Promise<void> {
  await http.delete(`${base(unikId)}/store/${enc(storeId)}`)
}

export interface LoaderPreview {
  chunks: { pageContent: string; metadata: Record<string, unknown> }[]
  totalChunks: number
  previewChunkCount: number
}

export async function previewLoader(
  unikId: string,
  body: TLoaderSaveBody & { previewChunkCount: number },
): Promise<LoaderPreview> {
  return (await http.post<LoaderPreview>(`${base(unikId)}/loader/preview`, body)).data
}

export async function saveLoader(unikId: string, body: TLoaderSaveBody): Promise<TDocumentLoader> {
  return (await http.post<TDocumentLoader>(`${base(unikId)}/loader/save`, body)).data
}

/** Starts processing in the background; the loader comes back SYNCING. */
export async function processLoader(
  unikId: string,
  storeId: string,
  loaderId: string,
): Promise<TDocumentLoader> {
  return (await http.post<TDocumentLoader>(`${base(unikId)}/loader/process/${enc(loaderId)}`, { storeId }))
    .data
}

export async function deleteLoader(unikId: string, storeId: string, loaderId: string): Promise<void> {
  await http.delete(`${base(unikId)}/loader/${enc(storeId)}/${enc(loaderId)}`)
}

export async function scrapeLinks(unikId: string, url: string, limit: number): Promise<string[]> {
  return (await http.post<{ links: string[] }>(`${base(unikId)}/loader/scrape-links`, { url, limit })).data
    .links
}

export interface ChunkQuery {
  page: number
  pageSize: number
  q?: string
}

export async function listChunks(
  unikId: string,
  storeId: string,
  loaderId: string,
  query: ChunkQuery,
): Promise<TChunkPage> {
  const url = `${base(unikId)}/chunks/${enc(storeId)}/${enc(loaderId)}`
  return (await http.get<TChunkPage>(url, { params: query })).data
}

export async function updateChunk(
  unikId: string,
  chunk: Pick<TDocumentChunk, 'id' | 'storeId' | 'loaderId'>,
  body: { pageContent: string; metadata: Record<string, unknown> },
): Promise<TDocumentChunk> {
  const url = `${base(unikId)}/chunks/${enc(chunk.storeId)}/${enc(chunk.loaderId)}/${enc(chunk.id)}`
  return (await http.put<TDocumentChunk>(url, body)).data
}

export async function deleteChunk(
  unikId: string,
  chunk: Pick<TDocumentChunk, 'id' | 'storeId' | 'loaderId'>,
): Promise<void> {
  await http.delete(`${base(unikId)}/chunks/${enc(chunk.storeId)}/${enc(chunk.loaderId)}/${enc(chunk.id)}`)
}

export async function saveVectorConfig(unikId: string, body: TVectorConfigBody): Promise<TDocumentStore> {
  return (await http.post<TDocumentStore>(`${base(unikId)}/vectorstore/save`, body)).data
}

export interface UpsertResult extends TUpsertCounts {
  durationMs: number
  totalChunks: number
}

export async function upsertStore(unikId: string, storeId: string): Promise<UpsertResult> {
  return (await http.post<UpsertResult>(`${base(unikId)}/vectorstore/insert`, { storeId })).data
}

export interface UpsertHistoryItem {
  id: string
  storeId: string
  result: TUpsertCounts
  durationMs: number
  config: Record<string, unknown>
  date: string
}

export async function listUpsertHistory(unikId: string, storeId: string): Promise<UpsertHistoryItem[]> {
  return (await http.get<UpsertHistoryItem[]>(`${base(unikId)}/history/${enc(storeId)}`)).data
}

export interface QueryBody {
  storeId: string
  query: string
  topK: number
  filter?: Record<string, string | number | boolean>
}

export async function queryStore(unikId: string, body: QueryBody): Promise<TVectorQueryResult> {
  return (await http.post<TVectorQueryResult>(`${base(unikId)}/vectorstore/query`, body)).data
}
