import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { TFlowVersionRef } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useChatflowList } from '../chatflows/queries'
import { useCredentials } from '../credentials/queries'
import { useNotify } from '../../ui/useNotify'
import { EvaluatorFields } from './EvaluatorFields'
import { emptyEvaluatorForm, evaluatorsOf, formProblem } from './evaluator-form'
import { useDatasets, useStartEvaluation } from './queries'

/** 'draft', 'live' or a release number typed in. */
function versionOf(kind: string, release: string): TFlowVersionRef {
  if (kind === 'draft' || kind === 'live') return kind
  const n = Number.parseInt(release, 10)
  return Number.isInteger(n) && n >= 1 ? n : 'draft'
}

function useChoices(unikId: string) {
  const flows = useChatflowList(unikId, { page: 1, pageSize: 100 })
  const datasets = useDatasets(unikId)
  const credentials = useCredentials(unikId)
  return {
    flows: flows.data?.items ?? [],
    datasets: datasets.data ?? [],
    credentials: credentials.data ?? [],
  }
}

/** Starts an evaluation: a flow version, a dataset, the evaluators. */
export function NewEvaluationDialog({
  unikId,
  onClose,
  onStarted,
}: {
  unikId: string
  onClose: () => void
  onStarted: (id: string) => void
}) {
  const { t } = useTranslation('evaluations')
  const notify = useNotify()
  const start = useStartEvaluation(unikId)
  const { flows, datasets, credentials } = useChoices(unikId)
  const [name, setName] = useState('')
  const [flowId, setFlowId] = useState('')
  const [versionKind, setVersionKind] = useState('draft')
  const [release, setRelease] = useState('1')
  const [datasetId, setDatasetId] = useState('')
  const [form, setForm] = useState(emptyEvaluatorForm)
  const problem = formProblem(form)
  const ready = name.trim() && flowId && datasetId && !problem
  const run = () =>
    start.mutate(
      {
        name,
        chatflowId: flowId,
        datasetId,
        version: versionOf(versionKind, release),
        evaluators: evaluatorsOf(form, (c) => t(`evaluator.${c}`)),
      },
      { onSuccess: (e) => onStarted(e.id), onError: (e) => notify.error(e, t('startFailed')) },
    )
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="new-evaluation-title">
      <DialogTitle id="new-evaluation-title">{t('newEvaluation')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            autoFocus
          />
          <Stack direction="row" spacing={2}>
            <TextField
              select
              label={t('flow')}
              value={flowId}
              onChange={(e) => setFlowId(e.target.value)}
              sx={{ flex: 2 }}
            >
              {flows.map((f) => (
                <MenuItem key={f.id} value={f.id}>
                  {f.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('version')}
              value={versionKind}
              onChange={(e) => setVersionKind(e.target.value)}
              sx={{ flex: 1 }}
            >
              <MenuItem value="draft">{t('versionDraft')}</MenuItem>
              <MenuItem value="live">{t('versionLive')}</MenuItem>
              <MenuItem value="release">{t('versionRelease')}</MenuItem>
            </TextField>
            {versionKind === 'release' && (
              <TextField
                label={t('releaseNumber')}
                value={release}
                onChange={(e) => setRelease(e.target.value)}
                sx={{ width: 120 }}
              />
            )}
          </Stack>
          <TextField
            select
            label={t('dataset')}
            value={datasetId}
            onChange={(e) => setDatasetId(e.target.value)}
          >
            {datasets.map((d) => (
              <MenuItem key={d.id} value={d.id}>
                {t('datasetOption', { name: d.name, count: d.rowCount })}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="subtitle2">{t('evaluators')}</Typography>
          <EvaluatorFields form={form} onChange={setForm} credentials={credentials} />
          {problem && <Alert severity="info">{t(`problem.${problem}`)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={!ready || start.isPending} onClick={run}>
          {t('runEvaluation')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
