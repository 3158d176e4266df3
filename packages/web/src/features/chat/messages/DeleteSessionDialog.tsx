import { useState } from 'react'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import { useTranslation } from 'react-i18next'

/** Confirms a conversation delete: soft by default, permanent when ticked. */
export function DeleteSessionDialog({
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean
  busy: boolean
  onCancel: () => void
  onConfirm: (hardDelete: boolean) => void
}) {
  const { t } = useTranslation(['chatmessage', 'translation'])
  const [hard, setHard] = useState(false)
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby="delete-session-title"
      slotProps={{ transition: { onExited: () => setHard(false) } }}
    >
      <DialogTitle id="delete-session-title">{t('messages.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('messages.deleteDescription')}</DialogContentText>
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Checkbox checked={hard} onChange={(e) => setHard(e.target.checked)} color="error" />}
          label={t('messages.deletePermanently')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('translation:common.cancel')}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => onConfirm(hard)}>
          {t('translation:common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
