import { useEffect, useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { getGate, setGate } from '../../api/evaluations'
import { useChatflowList } from '../chatflows/queries'
import { useNotify } from '../../ui/useNotify'
import { useDatasets } from './queries'

/** A flow's release gate: the dataset and pass rate an evaluation of a version must reach before release. */
export function ReleaseGateDialog({ unikId, onClose }: { unikId: string; onClose: () => void }) {
  const { t } = useTranslation('evaluations')
  const notify = useNotify()
  const flows = useChatflowList(unikId, { page: 1, pageSize: 100 }).data?.items ?? []
  const datasets = useDatasets(unikId).data ?? []
  const [flowId, setFlowId] = useState('')
  const [datasetId, setDatasetId] = useState('')
  const [percent, setPercent] = useState('90')
  const current = useQuery({
    queryKey: ['uniks', unikId, 'evaluation-gate', flowId],
    queryFn: () => getGate(unikId, flowId),
    enabled: flowId !== '',
  })
  useEffect(() => {
    if (!current.data) return
    setDatasetId(current.data.datasetId)
    setPercent(String(Math.round(current.data.minPassRate * 1000) / 10))
  }, [current.data])
  const save = useMutation({
    mutationFn: (on: boolean) =>
      setGate(unikId, flowId, on ? { datasetId, minPassRate: Number(percent) / 100 } : null),
    onSuccess: (_, on) => {
      notify.success(on ? t('gateSaved') : t('gateRemoved'))
      onClose()
    },
    onError: (e) => notify.error(e),
  })
  const rate = Number(percent)
  const valid = flowId && datasetId && percent.trim() !== '' && rate >= 0 && rate <= 100
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="release-gate-title">
      <DialogTitle id="release-gate-title">{t('releaseGate')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="info">{t('gateExplain')}</Alert>
          <TextField select label={t('flow')} value={flowId} onChange={(e) => setFlowId(e.target.value)}>
            {flows.map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('dataset')}
            value={datasetId}
            onChange={(e) => setDatasetId(e.target.value)}
          >
            {datasets.map((d) => (
              <MenuItem key={d.id} value={d.id}>
                {d.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField label={t('minPassRate')} value={percent} onChange={(e) => setPercent(e.target.value)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        {current.data && (
          <Button color="error" onClick={() => save.mutate(false)}>
            {t('removeGate')}
          </Button>
        )}
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={!valid || save.isPending} onClick={() => save.mutate(true)}>
          {t('saveGate')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
