import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import Close from '@mui/icons-material/Close'
import type { TFlowData, TFlowVersionSummary } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../ui/useNotify'
import { useFlowHistory } from './use-flow-history'
import { VersionDiff } from './VersionDiff'
import { VersionList } from './VersionList'
import { VersionRestoreBar } from './VersionRestoreBar'

export const HISTORY_PANEL_WIDTH = 520

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
  const { open, loadedVersion, onClose } = props
  const { t } = useTranslation('canvas')
  const errorText = useErrorText()
  const { selectedId, setSelectedId, versions, retention, selected, detail, diff } = useFlowHistory(props)

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
      <VersionList
        versions={versions.data ?? []}
        selectedId={selectedId}
        loadedVersion={loadedVersion}
        onSelect={setSelectedId}
      />
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
            <VersionRestoreBar
              version={selected.version}
              loadedVersion={loadedVersion}
              restoring={props.restoring}
              onRestore={() => props.onRestore(selected)}
            />
            <VersionDiff diff={diff} />
          </>
        )}
      </Box>
    </Drawer>
  )
}
