import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ReplayOutlined from '@mui/icons-material/ReplayOutlined'
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined'
import { useTranslation } from 'react-i18next'
import { MainCard } from '../../ui/MainCard'
import { ListSkeleton } from '../../ui/unik-list-page'
import { useCanEditUnik } from '../../ui/unik-lists'
import { useErrorText, useNotify } from '../../ui/useNotify'
import { StatusCell, useVersionText } from './evaluation-bits'
import { NewEvaluationDialog } from './NewEvaluationDialog'
import { useCancelEvaluation, useEvaluation } from './queries'
import { ResultsTable } from './ResultsTable'
import { SummaryCards } from './SummaryCards'

/** One evaluation: progress (and cancel) while it runs, then its summary and a row per result. */
export default function EvaluationPage() {
  const { unikId = '', evaluationId = '' } = useParams()
  const { t } = useTranslation('evaluations')
  const errorText = useErrorText()
  const notify = useNotify()
  const versionText = useVersionText()
  const canEdit = useCanEditUnik(unikId)
  const query = useEvaluation(unikId, evaluationId)
  const cancel = useCancelEvaluation(unikId)
  const e = query.data
  const navigate = useNavigate()
  const [again, setAgain] = useState(false)
  return (
    <MainCard
      title={e?.name ?? t('evaluation')}
      secondary={
        canEdit &&
        e &&
        (e.status === 'running' ? (
          <Button
            variant="outlined"
            color="warning"
            startIcon={<StopCircleOutlined />}
            onClick={() =>
              cancel.mutate(e.id, {
                onSuccess: () => void query.refetch(),
                onError: (err) => notify.error(err),
              })
            }
          >
            {t('cancelRun')}
          </Button>
        ) : (
          <Button variant="outlined" startIcon={<ReplayOutlined />} onClick={() => setAgain(true)}>
            {t('runAgain')}
          </Button>
        ))
      }
    >
      {query.isPending && <ListSkeleton />}
      {query.isError && <Alert severity="error">{errorText(query.error)}</Alert>}
      {e && (
        <>
          <Stack direction="row" spacing={3} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2">
              {t('flowLine', { flow: e.chatflowName, version: versionText(e.version) })}
            </Typography>
            <Typography variant="body2">{t('datasetLine', { dataset: e.datasetName })}</Typography>
            <StatusCell evaluation={e} />
          </Stack>
          {e.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {e.error}
            </Alert>
          )}
          {e.summary && <SummaryCards summary={e.summary} />}
          <ResultsTable results={e.results} evaluators={e.evaluators} />
        </>
      )}
      {again && e && (
        <NewEvaluationDialog
          unikId={unikId}
          from={e}
          onClose={() => setAgain(false)}
          onStarted={(id) => {
            setAgain(false)
            void navigate(`/uniks/${encodeURIComponent(unikId)}/evaluations/${id}`)
          }}
        />
      )}
    </MainCard>
  )
}
