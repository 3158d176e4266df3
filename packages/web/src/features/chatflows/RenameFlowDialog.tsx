import { useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { CHATFLOW_NAME_MAX } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'

interface RenameFlowDialogProps {
  open: boolean
  title: string
  initialName: string
  busy?: boolean
  onClose: () => void
  onSubmit: (name: string) => void
}

/** Asks for a flow name; an empty one shows the spec's 'Chatflow name required'. */
export function RenameFlowDialog({
  open,
  title,
  initialName,
  busy,
  onClose,
  onSubmit,
}: RenameFlowDialogProps) {
  const { t } = useTranslation(['chatflows', 'translation'])
  const [name, setName] = useState(initialName)
  const [touched, setTouched] = useState(false)
  const invalid = name.trim() === ''
  const submit = () => {
    setTouched(true)
    if (!invalid) onSubmit(name.trim())
  }
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') submit()
          }}
          error={touched && invalid}
          helperText={touched && invalid ? t('nameRequired') : ' '}
          slotProps={{ htmlInput: { maxLength: CHATFLOW_NAME_MAX } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('translation:common.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {t('translation:common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
