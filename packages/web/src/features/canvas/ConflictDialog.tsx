import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import type { TFlowVersionConflictDetails } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'

interface ConflictDialogProps {
  details: TFlowVersionConflictDetails | null
  busy: boolean
  onReload: () => void
  onOverwrite: () => void
  onClose: () => void
}

/** docs/product.md#roles-and-access: several users editing the same flow produce a conflict warning. */
export function ConflictDialog({ details, busy, onReload, onOverwrite, onClose }: ConflictDialogProps) {
  const { t, i18n } = useTranslation(['canvas', 'translation'])
  const when = details
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(details.updatedAt),
      )
    : ''
  return (
    <Dialog
      open={details !== null}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="conflict-title"
    >
      <DialogTitle id="conflict-title">{t('conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('conflict.description')}</DialogContentText>
        {details && (
          <DialogContentText sx={{ mt: 1.5 }}>
            {details.updatedBy
              ? t('conflict.savedBy', { email: details.updatedBy.email, date: when })
              : t('conflict.savedAt', { date: when })}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('translation:common.cancel')}</Button>
        <Button onClick={onReload} disabled={busy}>
          {t('conflict.reload')}
        </Button>
        <Button variant="contained" color="warning" onClick={onOverwrite} disabled={busy}>
          {t('conflict.overwrite')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
