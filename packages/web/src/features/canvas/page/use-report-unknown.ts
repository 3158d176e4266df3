import { useCallback } from 'react'
import type { TUnknownNode } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useAppDispatch } from '../../../store'
import { enqueueSnackbar } from '../../../store/notifierSlice'

/** Warns about node types the catalogue lacks in a flow just opened (they stay on the canvas, unknown). */
export function useReportUnknown() {
  const dispatch = useAppDispatch()
  const { t } = useTranslation(['canvas'])
  return useCallback(
    (unknown: readonly TUnknownNode[]) => {
      if (unknown.length === 0) return
      const list = unknown.map((n) => `${n.name} (${n.id})`).join(', ')
      dispatch(
        enqueueSnackbar({
          message: t('unknownNodes', { list }),
          options: { variant: 'warning', autoHideDuration: 12_000 },
        }),
      )
    },
    [dispatch, t],
  )
}
