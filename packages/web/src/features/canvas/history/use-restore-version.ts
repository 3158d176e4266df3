import { useCallback, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import {
  ErrorCodes,
  ZFlowVersionConflictDetails,
  type TChatflow,
  type TFlowVersionConflictDetails,
  type TFlowVersionSummary,
} from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { restoreFlowVersion } from '../../../api/flow-versions'
import { parseApiError } from '../../../api/errors'
import { useConfirm } from '../../../ui/useConfirm'
import { useNotify } from '../../../ui/useNotify'
import { flowVersionKeys } from './flow-version-keys'

/**
 * Restoring a version from the History panel: asks first (saying so when unsaved edits would go), saves
 * the version's graph as a new version over the one the canvas loaded, and hands the saved flow to
 * `onRestored` (the canvas reloads it, clean). Someone else's save in between is the usual conflict.
 */
export function useRestoreVersion({
  unikId,
  flowId,
  loadedVersion,
  isDirty,
  onRestored,
  onConflict,
}: {
  unikId: string
  flowId: string | undefined
  loadedVersion: number | undefined
  isDirty: boolean
  onRestored: (flow: TChatflow) => void
  onConflict: (details: TFlowVersionConflictDetails) => void
}) {
  const { t } = useTranslation('canvas')
  const confirm = useConfirm()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const [restoring, setRestoring] = useState(false)

  const restore = useCallback(
    async (version: TFlowVersionSummary) => {
      if (!flowId || loadedVersion === undefined) return
      const ok = await confirm({
        title: t('history.confirmTitle', { version: version.version }),
        description: `${t('history.confirmDescription')}${isDirty ? ` ${t('history.confirmUnsaved')}` : ''}`,
        confirmButtonName: t('history.restore'),
      })
      if (!ok) return
      setRestoring(true)
      try {
        const flow = await restoreFlowVersion(unikId, flowId, version.id, loadedVersion)
        onRestored(flow)
        notify.success(t('history.restored', { version: version.version, newVersion: flow.version }))
      } catch (error) {
        const parsed = parseApiError(error)
        if (parsed.code === ErrorCodes.FlowVersionConflict) {
          const details = ZFlowVersionConflictDetails.safeParse(parsed.details)
          onConflict(
            details.success
              ? details.data
              : { currentVersion: 0, updatedAt: new Date().toISOString(), updatedBy: null },
          )
        } else notify.error(error, t('history.restoreFailed'))
      } finally {
        setRestoring(false)
        void queryClient.invalidateQueries({ queryKey: flowVersionKeys.list(unikId, flowId) })
      }
    },
    [confirm, flowId, isDirty, loadedVersion, notify, onConflict, onRestored, queryClient, t, unikId],
  )
  return { restore, restoring }
}
