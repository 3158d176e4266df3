import type { TChatflow } from '@unikflow/graph'
import * as flowsApi from '../../../api/chatflows'
import type { CanvasChatflow } from '../../../store/canvasSlice'
import { useNotify } from '../../../ui/useNotify'

/** Loads the stored flow again over the edits (the conflict dialog's "reload"). */
export function useReloadFlow(options: {
  unikId: string
  chatflow: CanvasChatflow | null
  onReloaded: (flow: TChatflow) => void
}) {
  const notify = useNotify()
  return async () => {
    if (!options.chatflow) return
    try {
      options.onReloaded(await flowsApi.getChatflow(options.unikId, options.chatflow.id))
    } catch (error) {
      notify.error(error)
    }
  }
}
