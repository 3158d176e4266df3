import { useState } from 'react'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import PlaylistAdd from '@mui/icons-material/PlaylistAdd'
import { useTranslation } from 'react-i18next'
import { useNotify } from '../../ui/useNotify'
import { useAddRowsFromMessages, useDatasets } from './queries'

/**
 * View Messages' bar for datasets: the answers picked in the transcripts (of any chat) become rows of
 * the chosen dataset, each with its question and the chat's earlier turns.
 */
export function AddToDatasetBar(props: {
  unikId: string
  flowId: string
  picked: string[]
  onAdded: () => void
}) {
  const { t } = useTranslation('evaluations')
  const notify = useNotify()
  const datasets = useDatasets(props.unikId)
  const add = useAddRowsFromMessages(props.unikId)
  const [datasetId, setDatasetId] = useState('')
  const name = datasets.data?.find((d) => d.id === datasetId)?.name ?? ''
  const onAdd = () =>
    add.mutate(
      { datasetId, chatflowId: props.flowId, messageIds: props.picked },
      {
        onSuccess: (r) => {
          notify.success(t('addedToDataset', { count: r.added, name }))
          props.onAdded()
        },
        onError: (e) => notify.error(e),
      },
    )
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
      <TextField
        select
        size="small"
        label={t('chooseDataset')}
        value={datasetId}
        onChange={(e) => setDatasetId(e.target.value)}
        sx={{ minWidth: 220 }}
      >
        {(datasets.data ?? []).map((d) => (
          <MenuItem key={d.id} value={d.id}>
            {d.name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        startIcon={<PlaylistAdd />}
        disabled={!datasetId || props.picked.length === 0 || add.isPending}
        onClick={onAdd}
      >
        {t('addToDataset')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t('pickedCount', { count: props.picked.length })}
      </Typography>
    </Stack>
  )
}
