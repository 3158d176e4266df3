import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TChatflow, TChatflowUpdateBody } from '@unikflow/graph'
import { getChatflow, updateChatflow } from '../../api/chatflows'
import { setChatflow } from '../../store/canvasSlice'
import { useAppDispatch, useAppSelector } from '../../store'
import { chatflowKeys } from '../chatflows/queries'

/** Own key: the canvas keeps its copy of the flow under chatflowKeys.one with other options. */
export const publishFlowKey = (unikId: string, flowId: string) =>
  [...chatflowKeys.one(unikId, flowId), 'publish'] as const

/** The full flow (configuration fields included), fresh when a publishing dialog opens. */
export function useFullFlow(unikId: string, flowId: string) {
  return useQuery({
    queryKey: publishFlowKey(unikId, flowId),
    queryFn: () => getChatflow(unikId, flowId),
    staleTime: 0,
  })
}

/**
 * Saves some fields of the flow under the version last loaded. The answer replaces the cached flow,
 * and an open canvas of the same flow takes its new version, so its next save is no conflict.
 */
export function useSaveFlowFields(unikId: string, flowId: string) {
  const queryClient = useQueryClient()
  const dispatch = useAppDispatch()
  const canvasFlow = useAppSelector((s) => s.canvas.chatflow)
  return useMutation({
    mutationFn: async (fields: Omit<TChatflowUpdateBody, 'version'>) => {
      const cached = queryClient.getQueryData<TChatflow>(publishFlowKey(unikId, flowId))
      const version = cached?.version ?? (await getChatflow(unikId, flowId)).version
      return updateChatflow(unikId, flowId, { ...fields, version })
    },
    onSuccess: (flow) => {
      queryClient.setQueryData(publishFlowKey(unikId, flowId), flow)
      if (canvasFlow?.id === flow.id)
        dispatch(setChatflow({ ...canvasFlow, version: flow.version, updatedAt: flow.updatedAt }))
      void queryClient.invalidateQueries({ queryKey: [...chatflowKeys.all(unikId), 'list'] })
    },
  })
}
