import { useCallback, useEffect, useState } from 'react'
import { ErrorCodes, ZFlowVersionConflictDetails, type TFlowVersionConflictDetails } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { parseApiError } from '../../api/errors'
import { useAppDispatch } from '../../store'
import { hideCanvasDialog, showCanvasDialog } from '../../store/canvasSlice'
import { useNotify } from '../../ui/useNotify'

/** A save's failure: a version conflict is held for the conflict dialog (the canvas steps aside while it
 *  shows), anything else is a "save failed" notice. */
export function useSaveConflict() {
  const dispatch = useAppDispatch()
  const { t } = useTranslation(['canvas', 'chatflows'])
  const notify = useNotify()
  const [conflict, setConflict] = useState<TFlowVersionConflictDetails | null>(null)
  useEffect(() => {
    dispatch(conflict ? showCanvasDialog() : hideCanvasDialog())
  }, [conflict, dispatch])

  const onSaveError = useCallback(
    (error: unknown) => {
      const parsed = parseApiError(error)
      if (parsed.code === ErrorCodes.FlowVersionConflict) {
        const details = ZFlowVersionConflictDetails.safeParse(parsed.details)
        setConflict(
          details.success
            ? details.data
            : { currentVersion: 0, updatedAt: new Date().toISOString(), updatedBy: null },
        )
      } else notify.error(error, t('saveFailed'))
    },
    [notify, t],
  )
  return { conflict, setConflict, onSaveError }
}
