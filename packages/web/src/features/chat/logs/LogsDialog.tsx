import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import ListItemButton from '@mui/material/ListItemButton'
import ListSubheader from '@mui/material/ListSubheader'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import Refresh from '@mui/icons-material/Refresh'
import { useQuery } from '@tanstack/react-query'
import type { TRunSummary } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { getRun, listRuns } from '../../../api/chat'
import { useErrorText } from '../../../ui/useNotify'
import { ListDetailContent, ListDetailDialog } from '../ListDetailContent'
import { formatDuration } from '../model/run-timeline'
import { RunTimeline } from './RunTimeline'

export interface LogsDialogProps {
  unikId: string
  flowId: string
  flowName: string
  onClose: () => void
}

const STATUS_COLOR = { success: 'success', error: 'error', aborted: 'warning' } as const

export function RunStatusChip({ status }: { status: TRunSummary['status'] }) {
  const { t } = useTranslation('chatmessage')
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOR[status]}
      label={t(`logs.status.${status}`)}
      sx={{ height: 20, fontSize: 11 }}
    />
  )
}

function RunDetails({ unikId, flowId, runId }: { unikId: string; flowId: string; runId: string }) {
  const { t } = useTranslation('chatmessage')
  const errorText = useErrorText()
  const run = useQuery({
    queryKey: ['run', unikId, flowId, runId],
    queryFn: () => getRun(unikId, flowId, runId),
    staleTime: Infinity,
  })
  if (run.isError)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {t('logs.loadFailed')}: {errorText(run.error)}
      </Alert>
    )
  if (!run.data)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    )
  return <RunTimeline run={run.data} />
}

/** Logs: the flow's last runs (time, status, duration) and the selected run's per-node timeline. */
export default function LogsDialog({ unikId, flowId, flowName, onClose }: LogsDialogProps) {
  const { t, i18n } = useTranslation(['chatmessage', 'translation'])
  const errorText = useErrorText()
  const [selected, setSelected] = useState<string | null>(null)
  const runs = useQuery({ queryKey: ['runs', unikId, flowId], queryFn: () => listRuns(unikId, flowId) })
  const list = runs.data ?? []
  const currentId = selected ?? list[0]?.id

  return (
    <ListDetailDialog
      titleId="logs-title"
      title={
        <>
          {t('logs.title')}: {flowName}
        </>
      }
      titleActions={
        <Tooltip title={t('logs.refresh')}>
          <IconButton
            aria-label={t('logs.refresh')}
            onClick={() => void runs.refetch()}
            disabled={runs.isFetching}
          >
            <Refresh />
          </IconButton>
        </Tooltip>
      }
      onClose={onClose}
    >
      <ListDetailContent
        error={runs.isError ? `${t('logs.loadFailed')}: ${errorText(runs.error)}` : null}
        errorAction={
          <Button color="inherit" size="small" onClick={() => void runs.refetch()}>
            {t('logs.refresh')}
          </Button>
        }
        pending={runs.isPending}
        loadingLabel={t('loading')}
        empty={list.length === 0}
        emptyTitle={t('logs.empty')}
        emptyHint={t('logs.emptyHint')}
        listLabel={t('logs.runs')}
        listWidth={280}
        listSubheader={
          <ListSubheader sx={{ lineHeight: '32px', fontSize: 12 }}>{t('logs.runs')}</ListSubheader>
        }
        items={list.map((run) => (
          <ListItemButton
            key={run.id}
            selected={run.id === currentId}
            onClick={() => setSelected(run.id)}
            sx={{ display: 'block', py: 0.75 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" sx={{ flexGrow: 1, fontWeight: 500 }}>
                {new Date(run.startedAt).toLocaleString(i18n.language, {
                  dateStyle: 'short',
                  timeStyle: 'medium',
                })}
              </Typography>
              <RunStatusChip status={run.status} />
            </Box>
            <Box sx={{ display: 'flex', gap: 1, color: 'text.secondary' }}>
              <Typography variant="caption">{formatDuration(run.durationMs)}</Typography>
              <Typography variant="caption" noWrap title={run.chatId}>
                {t('logs.chatId', { id: run.chatId.slice(0, 8) })}
              </Typography>
            </Box>
          </ListItemButton>
        ))}
        detail={
          currentId ? <RunDetails key={currentId} unikId={unikId} flowId={flowId} runId={currentId} /> : null
        }
        selectHint={t('logs.selectHint')}
        detailScrolls
      />
    </ListDetailDialog>
  )
}
