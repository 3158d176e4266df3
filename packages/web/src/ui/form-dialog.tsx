import type { ReactNode } from 'react'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import type { SxProps, Theme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { useNotify } from './useNotify'

/**
 * Pieces shared by the add/edit dialogs of a unik's items (credentials, variables, tools): the
 * footer and saving with its toast.
 */

/** The footer: `start` (extra buttons), cancel, and the submit button that spins while `busy`. */
export function FormDialogActions({
  busy,
  onCancel,
  submitLabel,
  cancelLabel,
  start,
  sx = { px: 3, pb: 2 },
}: {
  busy: boolean
  onCancel: () => void
  /** No submit button without it (a read-only view). */
  submitLabel?: string
  /** "Cancel" unless given. */
  cancelLabel?: string
  start?: ReactNode
  sx?: SxProps<Theme>
}) {
  const { t } = useTranslation()
  return (
    <DialogActions sx={sx}>
      {start}
      <Button onClick={onCancel} disabled={busy}>
        {cancelLabel ?? t('common.cancel')}
      </Button>
      {submitLabel !== undefined && (
        <Button type="submit" variant="contained" loading={busy}>
          {submitLabel}
        </Button>
      )}
    </DialogActions>
  )
}

/**
 * Runs a save request; on success toasts `done` and closes the dialog, on failure toasts the error
 * after `failed`.
 */
export function useSaveAndClose(
  onClose: () => void,
): (save: () => Promise<unknown>, texts: { done: string; failed: string }) => Promise<void> {
  const notify = useNotify()
  return async (save, { done, failed }) => {
    try {
      await save()
      notify.success(done)
      onClose()
    } catch (e) {
      notify.error(e, failed)
    }
  }
}
