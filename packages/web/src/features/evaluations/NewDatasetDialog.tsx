import { useState } from 'react'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useNotify } from '../../ui/useNotify'
import { useCreateDataset } from './queries'

/** A new dataset: a name, and optionally a CSV file (first column input, second expected output). */
export function NewDatasetDialog({ unikId, onClose }: { unikId: string; onClose: () => void }) {
  const { t } = useTranslation('evaluations')
  const notify = useNotify()
  const create = useCreateDataset(unikId)
  const [name, setName] = useState('')
  const [description, setDescription] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [firstRowHeaders, setFirstRowHeaders] = useState(true)

  const save = async () => {
    try {
      const csvFile = file ? await file.text() : undefined
      await create.mutateAsync({ name, description, firstRowHeaders, ...(csvFile ? { csvFile } : {}) })
      notify.success(t('datasetCreated'))
      onClose()
    } catch (error) {
      notify.error(error, t('datasetCreateFailed'))
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-dataset-title">
      <DialogTitle id="new-dataset-title">{t('newDataset')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoFocus
            required
          />
          <TextField
            label={t('description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={2}
          />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button variant="outlined" component="label">
              {t('chooseCsv')}
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                aria-label={t('csvFile')}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {file ? file.name : t('csvHint')}
            </Typography>
          </Stack>
          <FormControlLabel
            control={
              <Checkbox checked={firstRowHeaders} onChange={(e) => setFirstRowHeaders(e.target.checked)} />
            }
            label={t('firstRowHeaders')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={!name.trim() || create.isPending} onClick={() => void save()}>
          {t('create')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
