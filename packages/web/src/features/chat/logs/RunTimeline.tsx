import { useMemo, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Collapse from '@mui/material/Collapse'
import Typography from '@mui/material/Typography'
import ExpandMore from '@mui/icons-material/ExpandMore'
import type { TRun } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { formatDuration, previewValue, runTimeline, type TimelineRow } from '../model/run-timeline'

const preSx = {
  m: 0,
  p: 1,
  borderRadius: 1,
  bgcolor: 'action.hover',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: 220,
  overflow: 'auto',
} as const

function Row({ row }: { row: TimelineRow }) {
  const { t } = useTranslation('chatmessage')
  const [open, setOpen] = useState(Boolean(row.error))
  const failed = Boolean(row.error)
  return (
    <Box
      data-testid="run-node"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: failed
          ? (theme) => (theme.palette.mode === 'dark' ? 'rgba(244,67,54,0.12)' : 'rgba(244,67,54,0.06)')
          : undefined,
      }}
    >
      <Box
        component="button"
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        sx={{
          all: 'unset',
          boxSizing: 'border-box',
          cursor: 'pointer',
          width: '100%',
          display: 'grid',
          gridTemplateColumns: '24px minmax(140px, 220px) 72px 1fr 80px',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 0.75,
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <ExpandMore
          fontSize="small"
          sx={{
            transform: open ? 'rotate(180deg)' : 'none',
            transition: 'transform 150ms',
            color: 'text.secondary',
          }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="body2"
            noWrap
            sx={{ fontWeight: 500, color: failed ? 'error.main' : 'text.primary' }}
          >
            {row.label}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {row.nodeId}
            {row.cacheHits ? (
              <Box component="span" data-testid="cache-hits" sx={{ color: 'success.main', ml: 1 }}>
                {t('logs.cacheHits', { count: row.cacheHits })}
              </Box>
            ) : null}
          </Typography>
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
          +{formatDuration(row.offsetMs)}
        </Typography>
        <Box sx={{ position: 'relative', height: 14, borderRadius: 1, bgcolor: 'action.hover' }}>
          <Box
            sx={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              left: `${row.leftPct}%`,
              width: `${row.widthPct}%`,
              borderRadius: 1,
              bgcolor: failed ? 'error.main' : 'primary.main',
              opacity: 0.85,
            }}
          />
        </Box>
        <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
          {formatDuration(row.durationMs)}
        </Typography>
      </Box>
      <Collapse in={open} unmountOnExit>
        <Box
          sx={{
            px: 1.5,
            pb: 1.5,
            pl: 5,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          {row.error && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1', py: 0 }}>
              {row.error}
            </Alert>
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2">{t('logs.inputs')}</Typography>
            <Box component="pre" sx={preSx}>
              {previewValue(row.inputs, 4000) || '—'}
            </Box>
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2">{t('logs.output')}</Typography>
            <Box component="pre" sx={preSx}>
              {previewValue(row.output, 4000) || '—'}
            </Box>
          </Box>
        </Box>
      </Collapse>
    </Box>
  )
}

/** One run's nodes on a shared time axis: start offset, duration bar, inputs and outputs on demand. */
export function RunTimeline({ run }: { run: TRun }) {
  const { t, i18n } = useTranslation('chatmessage')
  const rows = useMemo(() => runTimeline(run), [run])
  return (
    <Box>
      <Box sx={{ px: 2, py: 1.5, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'baseline' }}>
        <Typography variant="body2">
          {t('logs.started')}: <b>{new Date(run.startedAt).toLocaleString(i18n.language)}</b>
        </Typography>
        <Typography variant="body2">
          {t('logs.duration')}: <b>{formatDuration(run.durationMs)}</b>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('logs.chatId', { id: run.chatId })}
        </Typography>
      </Box>
      {run.error && (
        <Alert severity={run.status === 'aborted' ? 'warning' : 'error'} sx={{ mx: 2, mb: 1.5 }}>
          {t('logs.runError', { message: run.error })}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '24px minmax(140px, 220px) 72px 1fr 80px',
          gap: 1,
          px: 1.5,
          py: 0.5,
          borderTop: 1,
          borderBottom: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          fontSize: 12,
        }}
      >
        <span />
        <span>{t('logs.node')}</span>
        <Box component="span" sx={{ textAlign: 'right' }}>
          {t('logs.offset')}
        </Box>
        <span>{t('logs.timeline')}</span>
        <Box component="span" sx={{ textAlign: 'right' }}>
          {t('logs.duration')}
        </Box>
      </Box>
      {rows.length === 0 ? (
        <Typography sx={{ m: 2 }} color="text.secondary">
          {t('logs.noNodes')}
        </Typography>
      ) : (
        rows.map((row) => <Row key={row.nodeId} row={row} />)
      )}
    </Box>
  )
}
