import { useState } from 'react'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Add from '@mui/icons-material/Add'
import CompareArrows from '@mui/icons-material/CompareArrows'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined'
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined'
import type { TEvaluation } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { MainCard } from '../../ui/MainCard'
import { ListSkeleton } from '../../ui/unik-list-page'
import { EmptyState, useCanEditUnik, useDateText } from '../../ui/unik-lists'
import { useErrorText, useNotify } from '../../ui/useNotify'
import { NewEvaluationDialog } from './NewEvaluationDialog'
import { ReleaseGateDialog } from './ReleaseGateDialog'
import { percent, StatusCell, useVersionText } from './evaluation-bits'
import { useDeleteEvaluation, useEvaluations } from './queries'

function EvaluationRow(props: {
  unikId: string
  e: TEvaluation
  picked: boolean
  onPick: () => void
  canEdit: boolean
}) {
  const { unikId, e } = props
  const { t } = useTranslation('evaluations')
  const dateText = useDateText()
  const versionText = useVersionText()
  const notify = useNotify()
  const remove = useDeleteEvaluation(unikId)
  return (
    <TableRow hover>
      <TableCell padding="checkbox">
        <Checkbox
          checked={props.picked}
          onChange={props.onPick}
          slotProps={{ input: { 'aria-label': t('pickNamed', { name: e.name }) } }}
        />
      </TableCell>
      <TableCell>
        <Link component={RouterLink} to={`/uniks/${encodeURIComponent(unikId)}/evaluations/${e.id}`}>
          {e.name}
        </Link>
      </TableCell>
      <TableCell>{e.chatflowName}</TableCell>
      <TableCell>{versionText(e.version)}</TableCell>
      <TableCell>{e.datasetName}</TableCell>
      <TableCell>
        <StatusCell evaluation={e} />
      </TableCell>
      <TableCell>{e.summary ? percent(e.summary.passRate) : '—'}</TableCell>
      <TableCell>{dateText(e.createdDate)}</TableCell>
      {props.canEdit && (
        <TableCell align="right">
          <IconButton
            aria-label={t('deleteNamed', { name: e.name })}
            onClick={() => remove.mutate(e.id, { onError: (err) => notify.error(err) })}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </TableCell>
      )}
    </TableRow>
  )
}

function EvaluationsTable({
  unikId,
  items,
  canEdit,
  picked,
  onPick,
}: {
  unikId: string
  items: TEvaluation[]
  canEdit: boolean
  picked: string[]
  onPick: (id: string) => void
}) {
  const { t } = useTranslation('evaluations')
  return (
    <TableContainer>
      <Table size="small" aria-label={t('evaluations')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{t('name')}</TableCell>
            <TableCell>{t('flow')}</TableCell>
            <TableCell>{t('version')}</TableCell>
            <TableCell>{t('dataset')}</TableCell>
            <TableCell>{t('statusTitle')}</TableCell>
            <TableCell>{t('passRate')}</TableCell>
            <TableCell>{t('created')}</TableCell>
            {canEdit && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((e) => (
            <EvaluationRow
              key={e.id}
              unikId={unikId}
              e={e}
              canEdit={canEdit}
              picked={picked.includes(e.id)}
              onPick={() => onPick(e.id)}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}

/** The unik's evaluation runs: start one, watch its progress, pick two to compare. */
export default function EvaluationsPage() {
  const { unikId = '' } = useParams()
  const { t } = useTranslation('evaluations')
  const navigate = useNavigate()
  const errorText = useErrorText()
  const canEdit = useCanEditUnik(unikId)
  const list = useEvaluations(unikId)
  const [creating, setCreating] = useState(false)
  const [gating, setGating] = useState(false)
  const [picked, setPicked] = useState<string[]>([])
  const items = list.data ?? []
  const base = `/uniks/${encodeURIComponent(unikId)}/evaluations`
  const onPick = (id: string) =>
    setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id].slice(-2)))
  const [a, b] = picked
  return (
    <MainCard
      title={t('evaluations')}
      secondary={
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            startIcon={<CompareArrows />}
            disabled={!a || !b}
            onClick={() => void navigate(`${base}/compare/${a}/${b}`)}
          >
            {t('compare')}
          </Button>
          {canEdit && (
            <Button variant="outlined" startIcon={<VerifiedOutlined />} onClick={() => setGating(true)}>
              {t('releaseGate')}
            </Button>
          )}
          {canEdit && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              {t('newEvaluation')}
            </Button>
          )}
        </Stack>
      }
    >
      {list.isPending && <ListSkeleton />}
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      {list.isSuccess && items.length === 0 && (
        <EmptyState icon={<FactCheckOutlined />} title={t('noEvaluations')} hint={t('noEvaluationsHint')} />
      )}
      {items.length > 0 && (
        <EvaluationsTable unikId={unikId} items={items} canEdit={canEdit} picked={picked} onPick={onPick} />
      )}
      {gating && <ReleaseGateDialog unikId={unikId} onClose={() => setGating(false)} />}
      {creating && (
        <NewEvaluationDialog
          unikId={unikId}
          onClose={() => setCreating(false)}
          onStarted={(id) => void navigate(`${base}/${id}`)}
        />
      )}
    </MainCard>
  )
}
