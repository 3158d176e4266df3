import { forwardRef } from 'react'
import { useTranslation } from 'react-i18next'
import { importUnikData } from '../../api/export-import'
import { parseApiError } from '../../api/errors'
import { useAppDispatch } from '../../store'
import { removeDirty } from '../../store/canvasSlice'
import { enqueueSnackbar } from '../../store/notifierSlice'

/** How long the success toast shows before the page reloads with the imported content. */
const RELOAD_DELAY_MS = 1200

/**
 * The hidden .json picker behind Settings → Import. The file's content is not checked here: the server
 * checks it, and its refusal is shown ('Invalid Imported File' when it gives no reason).
 */
export const ImportFileInput = forwardRef<HTMLInputElement, { unikId: string }>(function ImportFileInput(
  { unikId },
  ref,
) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()

  const importFile = async (file: File) => {
    try {
      await importUnikData(unikId, await file.text())
      dispatch(removeDirty())
      dispatch(enqueueSnackbar({ message: t('exportImport.importSuccess'), options: { variant: 'success' } }))
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS)
    } catch (e) {
      const reason = parseApiError(e).message
      dispatch(
        enqueueSnackbar({
          message: reason
            ? t('exportImport.importFailed', { message: reason })
            : t('exportImport.invalidFile'),
          options: { variant: 'error', persist: true, autoHideDuration: null },
        }),
      )
    }
  }

  return (
    <input
      ref={ref}
      type="file"
      accept=".json,application/json"
      hidden
      data-testid="unik-import-input"
      onChange={(e) => {
        const picked = e.target.files?.[0]
        e.target.value = ''
        if (picked) void importFile(picked)
      }}
    />
  )
})
