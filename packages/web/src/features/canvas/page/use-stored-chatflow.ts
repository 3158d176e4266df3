import { useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { takeChatflow } from '../../../routes/preload-data'
import { chatflowKeys } from '../../chatflows/queries'

/**
 * The page's stored flow, read fresh on every opening (the route may have preloaded it). A flow this page
 * created itself (`createdId`) is in the editor already and is not read again.
 */
export function useStoredChatflow(unikId: string, flowId: string | undefined) {
  const createdId = useRef<string | undefined>(undefined)
  const stored = useQuery({
    queryKey: chatflowKeys.one(unikId, flowId ?? ''),
    queryFn: () => takeChatflow(unikId, flowId ?? ''),
    enabled: flowId !== undefined && createdId.current !== flowId,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnMount: 'always',
  })
  return { stored, createdId }
}
