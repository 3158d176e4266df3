import { useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'

/** After a thumb: an optional comment, sent with the same rating. */
export function FeedbackDialog({
  open,
  busy,
  onClose,
  onSubmit,
}: {
  open: boolean
  busy: boolean
  onClose: () => void
  onSubmit: (text: string) => void
}) {
  const { t } = useTranslation(['chatmessage', 'translation'])
  const [text, setText] = useState('')
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="feedback-title"
      slotProps={{ transition: { onExited: () => setText('') } }}
    >
      <DialogTitle id="feedback-title">{t('feedbackTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          multiline
          minRows={3}
          fullWidth
          label={t('feedbackLabel')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 10_000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('translation:common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy || text.trim() === ''}
          onClick={() => onSubmit(text.trim())}
        >
          {t('feedbackSubmit')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
