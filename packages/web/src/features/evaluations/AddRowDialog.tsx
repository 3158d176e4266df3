import { useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { useNotify } from '../../ui/useNotify'
import { useAddDatasetRow } from './queries'

/** A row typed in: the input and the output expected. */
export function AddRowDialog(props: { unikId: string; datasetId: string; onClose: () => void }) {
  const { t } = useTranslation('evaluations')
  const notify = useNotify()
  const add = useAddDatasetRow(props.unikId)
  const [input, setInput] = useState('')
  const [output, setOutput] = useState('')
  const save = () =>
    add.mutate(
      { datasetId: props.datasetId, input, output },
      { onSuccess: props.onClose, onError: (e) => notify.error(e) },
    )
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="add-row-title">
      <DialogTitle id="add-row-title">{t('addRow')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('input')}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            multiline
            minRows={2}
            autoFocus
          />
          <TextField
            label={t('expectedOutput')}
            value={output}
            onChange={(e) => setOutput(e.target.value)}
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={!input.trim() || add.isPending} onClick={save}>
          {t('add')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
