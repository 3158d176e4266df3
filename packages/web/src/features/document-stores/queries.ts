import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TDocumentChunk, TDocumentStore, TVectorConfigBody } from '@unikflow/graph'
import * as api from '../../api/document-stores'
import { isBusy } from './store-format'

export const storeKeys = {
  all: (unikId: string) => ['uniks', unikId, 'document-stores'] as const,
  one: (unikId: string, storeId: string) => ['uniks', unikId, 'document-stores', storeId] as const,
  chunks: (unikId: string, storeId: string, loaderId: string, query: api.ChunkQuery) =>
    ['uniks', unikId, 'document-stores', storeId, 'chunks', loaderId, query] as const,
  history: (unikId: string, storeId: string) =>
    ['uniks', unikId, 'document-stores', storeId, 'history'] as const,
}

/** How often a page asks again while a loader processes or the store upserts. */
const POLL_MS = 1000

const pollWhileBusy = (store: TDocumentStore | undefined) => (store && isBusy(store) ? POLL_MS : false)

export function useStores(unikId: string) {
  return useQuery({
    queryKey: storeKeys.all(unikId),
    queryFn: () => api.listStores(unikId),
    refetchInterval: (q) => (q.state.data?.some(isBusy) ? POLL_MS : false),
  })
}

export function useStore(unikId: string, storeId: string) {
  return useQuery({
    queryKey: storeKeys.one(unikId, storeId),
    queryFn: () => api.getStore(unikId, storeId),
    refetchInterval: (q) => pollWhileBusy(q.state.data),
  })
}

function useInvalidate(unikId: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: storeKeys.all(unikId) })
}

export function useCreateStore(unikId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({
    mutationFn: (body: api.StoreBody) => api.createStore(unikId, body),
    onSuccess: invalidate,
  })
}

export function useUpdateStore(unikId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: api.StoreBody }) => api.updateStore(unikId, id, body),
    onSuccess: invalidate,
  })
}

export function useDeleteStore(unikId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({ mutationFn: (id: string) => api.deleteStore(unikId, id), onSuccess: invalidate })
}

export function useProcessLoader(unikId: string, storeId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({
    mutationFn: (loaderId: string) => api.processLoader(unikId, storeId, loaderId),
    onSettled: invalidate,
  })
}

export function useDeleteLoader(unikId: string, storeId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({
    mutationFn: (loaderId: string) => api.deleteLoader(unikId, storeId, loaderId),
    onSuccess: invalidate,
  })
}

export function useChunks(unikId: string, storeId: string, loaderId: string, query: api.ChunkQuery) {
  return useQuery({
    queryKey: storeKeys.chunks(unikId, storeId, loaderId, query),
    queryFn: () => api.listChunks(unikId, storeId, loaderId, query),
    placeholderData: keepPreviousData,
  })
}

export function useUpdateChunk(unikId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({
    mutationFn: ({
      chunk,
      body,
    }: {
      chunk: TDocumentChunk
      body: { pageContent: string; metadata: Record<string, unknown> }
    }) => api.updateChunk(unikId, chunk, body),
    onSuccess: invalidate,
  })
}

export function useDeleteChunk(unikId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({
    mutationFn: (chunk: TDocumentChunk) => api.deleteChunk(unikId, chunk),
    onSuccess: invalidate,
  })
}

export function useSaveVectorConfig(unikId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({
    mutationFn: (body: TVectorConfigBody) => api.saveVectorConfig(unikId, body),
    onSuccess: invalidate,
  })
}

export function useUpsert(unikId: string, storeId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({ mutationFn: () => api.upsertStore(unikId, storeId), onSettled: invalidate })
}

export function useUpsertHistory(unikId: string, storeId: string) {
  return useQuery({
    queryKey: storeKeys.history(unikId, storeId),
    queryFn: () => api.listUpsertHistory(unikId, storeId),
  })
}

export function useQueryStore(unikId: string) {
  return useMutation({ mutationFn: (body: api.QueryBody) => api.queryStore(unikId, body) })
}
