import { useCallback } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TComponentCredential, TCredentialCreateBody, TCredentialUpdateBody } from '@unikflow/graph'
import * as api from '../../api/credentials'
import { listComponentCredentials } from '../../api/nodes'
import { translateInput, useCatalogueText } from '../../i18n/catalogue-text'
import { announceCredentialChange } from './credential-broadcast'

export const credentialKeys = {
  kinds: ['components-credentials'] as const,
  all: (unikId: string) => ['uniks', unikId, 'credentials'] as const,
  one: (unikId: string, id: string) => ['uniks', unikId, 'credentials', 'one', id] as const,
}

/**
 * The credential kinds and their fields (the same for every unik; they change only with the server), their
 * labels, descriptions and fields' texts in the current language.
 */
export function useCredentialKinds() {
  const text = useCatalogueText()
  const translate = useCallback(
    (kinds: TComponentCredential[]) =>
      kinds.map((kind) => ({
        ...kind,
        label: text(kind.label),
        ...(kind.description !== undefined && { description: text(kind.description) }),
        inputs: kind.inputs.map((input) => translateInput(input, text)),
      })),
    [text],
  )
  return useQuery({
    queryKey: credentialKeys.kinds,
    queryFn: () => listComponentCredentials(),
    staleTime: Infinity,
    select: translate,
  })
}

export function useCredentials(unikId: string) {
  return useQuery({ queryKey: credentialKeys.all(unikId), queryFn: () => api.listCredentials(unikId) })
}

/** Always fetched afresh when an edit dialog opens (another editor may have changed it). */
export function useCredential(unikId: string, id: string) {
  return useQuery({
    queryKey: credentialKeys.one(unikId, id),
    queryFn: () => api.getCredential(unikId, id),
    staleTime: 0,
    gcTime: 0,
  })
}

function useInvalidate(unikId: string) {
  const queryClient = useQueryClient()
  return () => {
    announceCredentialChange(unikId)
    return queryClient.invalidateQueries({ queryKey: credentialKeys.all(unikId) })
  }
}

export function useCreateCredential(unikId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({
    mutationFn: (body: TCredentialCreateBody) => api.createCredential(unikId, body),
    onSuccess: invalidate,
  })
}

export function useUpdateCredential(unikId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TCredentialUpdateBody }) =>
      api.updateCredential(unikId, id, body),
    onSuccess: invalidate,
  })
}

export function useDeleteCredential(unikId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({ mutationFn: (id: string) => api.deleteCredential(unikId, id), onSuccess: invalidate })
}
