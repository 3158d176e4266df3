import * as flowsApi from '../../api/chatflows'
import { useAppDispatch, useAppSelector } from '../../store'
import { setChatflow } from '../../store/canvasSlice'
import { toCanvasChatflow } from './stored-flow'

/** Renaming the flow: saves the name alone (a flow not saved yet is only named locally). */
export function useFlowRename({
  unikId,
  invalidateLists,
  setLocalName,
  onSaveError,
}: {
  unikId: string
  invalidateLists: () => Promise<void>
  setLocalName: (name: string) => void
  onSaveError: (error: unknown) => void
}) {
  const dispatch = useAppDispatch()
  const chatflow = useAppSelector((s) => s.canvas.chatflow)
  return async (next: string) => {
    if (!chatflow) {
      setLocalName(next)
      return
    }
    try {
      const updated = await flowsApi.updateChatflow(unikId, chatflow.id, {
        version: chatflow.version,
        name: next,
      })
      dispatch(setChatflow(toCanvasChatflow(updated)))
      void invalidateLists()
    } catch (error) {
      onSaveError(error)
    }
  }
}
