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
import type { TEvaluation, TFlowVersionRef } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useChatflowList } from '../chatflows/queries'
import { useCredentials } from '../credentials/queries'
import { useNotify } from '../../ui/useNotify'
import { EvaluatorsSection } from './EvaluatorsSection'
import { emptyEvaluatorForm, evaluatorsOf, formOf, formProblem } from './evaluator-form'
import { useDatasets, useEvaluations, useStartEvaluation } from './queries'

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
  const earlier = useEvaluations(unikId)
  return {
    flows: flows.data?.items ?? [],
    datasets: datasets.data ?? [],
    credentials: credentials.data ?? [],
    earlier: earlier.data ?? [],
  }
}

const kindOf = (v: TFlowVersionRef | undefined) =>
  v === undefined ? 'draft' : typeof v === 'number' ? 'release' : v

/** Starts an evaluation: a flow version, a dataset, the evaluators; `from` an earlier run, filled in as it was. */
export function NewEvaluationDialog({
  unikId,
  from,
  onClose,
  onStarted,
}: {
  unikId: string
  from?: TEvaluation | undefined
  onClose: () => void
  onStarted: (id: string) => void
}) {
  const { t } = useTranslation('evaluations')
  const notify = useNotify()
  const start = useStartEvaluation(unikId)
  const { flows, datasets, credentials, earlier } = useChoices(unikId)
  const [name, setName] = useState(from?.name ?? '')
  const [flowId, setFlowId] = useState(from?.chatflowId ?? '')
  const [versionKind, setVersionKind] = useState<string>(kindOf(from?.version))
  const [release, setRelease] = useState(typeof from?.version === 'number' ? String(from.version) : '1')
  const [datasetId, setDatasetId] = useState(from?.datasetId ?? '')
  const [form, setForm] = useState(() => (from ? formOf(from.evaluators) : emptyEvaluatorForm()))
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
          <EvaluatorsSection form={form} onChange={setForm} credentials={credentials} earlier={earlier} />
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
