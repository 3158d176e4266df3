import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import Close from '@mui/icons-material/Close'
import RestoreOutlined from '@mui/icons-material/RestoreOutlined'
import { diffFlows, parseFlowDataOrEmpty, type TFlowData, type TFlowVersionSummary } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { getFlowHistorySettings, getFlowVersion, listFlowVersions } from '../../../api/flow-versions'
import { useDateText } from '../../../ui/unik-lists'
import { useErrorText } from '../../../ui/useNotify'
import { VersionDiff } from './VersionDiff'

export const HISTORY_PANEL_WIDTH = 520

export const flowVersionKeys = {
  list: (unikId: string, flowId: string) => ['uniks', unikId, 'chatflows', 'versions', flowId] as const,
}

export interface HistoryPanelProps {
  open: boolean
  unikId: string
  flowId: string
  /** The flow's version the canvas has loaded (restore saves over it). */
  loadedVersion: number
  /** The graph on the canvas now, unsaved edits included. */
  currentFlow: () => TFlowData
  /** A stored graph as the canvas holds it (hydrated from the node catalogue), so both sides compare alike. */
  asOnCanvas: (flow: TFlowData) => TFlowData
  restoring: boolean
  onRestore: (version: TFlowVersionSummary) => void
  onClose: () => void
}

/** The canvas's History panel: every saved version, its diff against the canvas, and restore. */
export function HistoryPanel(props: HistoryPanelProps) {
  const { open, unikId, flowId, loadedVersion, onClose } = props
  const { t } = useTranslation('canvas')
  const dateText = useDateText()
  const errorText = useErrorText()
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const versions = useQuery({
    queryKey: flowVersionKeys.list(unikId, flowId),
    queryFn: () => listFlowVersions(unikId, flowId),
    enabled: open,
    staleTime: 0,
  })
  const retention = useQuery({
    queryKey: ['uniks', unikId, 'flow-history'],
    queryFn: () => getFlowHistorySettings(unikId),
    enabled: open,
  })
  const selected = versions.data?.find((v) => v.id === selectedId)
  const detail = useQuery({
    queryKey: [...flowVersionKeys.list(unikId, flowId), 'one', selectedId],
    queryFn: () => getFlowVersion(unikId, flowId, selectedId ?? ''),
    enabled: open && selectedId !== null,
    staleTime: Infinity,
  })
  const { currentFlow, asOnCanvas } = props
  // Against the canvas as it is now (unsaved edits included); cheap for graphs of a few hundred nodes.
  const diff = detail.data
    ? diffFlows(currentFlow(), asOnCanvas(parseFlowDataOrEmpty(detail.data.flowData)))
    : undefined

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: HISTORY_PANEL_WIDTH } }, 'aria-label': t('history.title') },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, gap: 1 }} data-testid="history-panel">
        <Typography variant="h3" component="h2" sx={{ flexGrow: 1 }}>
          {t('history.title')}
        </Typography>
        <IconButton aria-label={t('history.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      {retention.data && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 2, mt: -1 }}>
          {t('history.retention', { count: retention.data.retention })}
        </Typography>
      )}
      <Divider sx={{ mt: 1 }} />
      {versions.isPending && <Skeleton variant="rounded" height={120} sx={{ m: 2 }} />}
      {versions.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {errorText(versions.error)}
        </Alert>
      )}
      {versions.data && versions.data.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('history.empty')}
        </Typography>
      )}
      <List
        dense
        sx={{ flexShrink: 0, maxHeight: '40vh', overflowY: 'auto' }}
        aria-label={t('history.versions')}
      >
        {(versions.data ?? []).map((v) => (
          <ListItemButton key={v.id} selected={v.id === selectedId} onClick={() => setSelectedId(v.id)}>
            <ListItemText
              primary={
                <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  {t('history.version', { version: v.version })}
                  {v.version === loadedVersion && (
                    <Chip size="small" color="primary" label={t('history.current')} />
                  )}
                </Box>
              }
              secondary={
                <>
                  {dateText(v.createdAt)} · {v.createdBy?.email ?? t('history.unknownAuthor')}
                  <br />
                  {t('history.counts', { nodes: v.nodeCount, edges: v.edgeCount })}
                </>
              }
            />
          </ListItemButton>
        ))}
      </List>
      <Divider />
      <Box sx={{ p: 2, overflowY: 'auto', flexGrow: 1 }}>
        {!selected && versions.data && versions.data.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('history.pick')}
          </Typography>
        )}
        {selected && detail.isPending && <CircularProgress size={24} />}
        {detail.isError && <Alert severity="error">{errorText(detail.error)}</Alert>}
        {selected && diff && (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" sx={{ flexGrow: 1 }}>
                {t('history.version', { version: selected.version })}
              </Typography>
              <Button
                variant="contained"
                startIcon={
                  props.restoring ? <CircularProgress size={16} color="inherit" /> : <RestoreOutlined />
                }
                disabled={props.restoring || selected.version === loadedVersion}
                onClick={() => props.onRestore(selected)}
              >
                {t('history.restore')}
              </Button>
            </Box>
            <VersionDiff diff={diff} />
          </>
        )}
      </Box>
    </Drawer>
  )
}
