import { useState } from 'react'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import PlaylistAdd from '@mui/icons-material/PlaylistAdd'
import { useTranslation } from 'react-i18next'
import { useNotify } from '../../ui/useNotify'
import { useDatasets } from '../evaluations/queries'
import { useAddRunToDataset } from './queries'

/** Picks a dataset of the unik and adds the run's question and answer to it as a row. */
export function AddRunToDataset({ unikId, runId }: { unikId: string; runId: string }) {
  const { t } = useTranslation('runs')
  const notify = useNotify()
  const datasets = useDatasets(unikId)
  const add = useAddRunToDataset(unikId, runId)
  const [datasetId, setDatasetId] = useState('')
  const items = datasets.data ?? []
  const name = items.find((d) => d.id === datasetId)?.name ?? ''
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('dataset.pick')}
        value={datasetId}
        onChange={(e) => setDatasetId(e.target.value)}
        sx={{ minWidth: 200 }}
        disabled={datasets.isPending || items.length === 0}
        helperText={datasets.isSuccess && items.length === 0 ? t('dataset.none') : undefined}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        data-testid="run-dataset-select"
      >
        <MenuItem value="" disabled>
          {t('dataset.choose')}
        </MenuItem>
        {items.map((d) => (
          <MenuItem key={d.id} value={d.id}>
            {d.name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        startIcon={<PlaylistAdd />}
        disabled={!datasetId || add.isPending}
        onClick={() =>
          add.mutate(datasetId, {
            onSuccess: () => notify.success(t('dataset.added', { name })),
            onError: (err) => notify.error(err),
          })
        }
      >
        {t('dataset.add')}
      </Button>
    </Stack>
  )
}
