import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import Close from '@mui/icons-material/Close'
import NewReleasesOutlined from '@mui/icons-material/NewReleasesOutlined'
import type { TFlowData, TFlowRelease } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useDateText } from '../../../ui/unik-lists'
import { useErrorText } from '../../../ui/useNotify'
import { HISTORY_PANEL_WIDTH } from '../history/HistoryPanel'
import { ReleaseDialog } from './ReleaseDialog'
import { useFlowReleases } from './use-flow-releases'

export interface ReleasesPanelProps {
  open: boolean
  unikId: string
  flowId: string
  /** Unsaved edits: a release takes the saved draft, so they are saved first. */
  isDirty: boolean
  currentFlow: () => TFlowData
  asOnCanvas: (flow: TFlowData) => TFlowData
  onClose: () => void
}

function ReleaseItem({
  release,
  onRollback,
  busy,
}: {
  release: TFlowRelease
  onRollback: () => void
  busy: boolean
}) {
  const { t } = useTranslation('canvas')
  const dateText = useDateText()
  return (
    <ListItem
      divider
      data-testid={`release-${release.release}`}
      secondaryAction={
        release.live ? undefined : (
          <Button size="small" onClick={onRollback} disabled={busy}>
            {t('releases.rollback')}
          </Button>
        )
      }
    >
      <ListItemText
        primary={
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {t('releases.releaseN', { release: release.release })}
            {release.live && <Chip size="small" color="success" label={t('releases.live')} />}
          </Box>
        }
        secondary={
          <>
            {release.note || t('releases.noNote')}
            <br />
            {dateText(release.releasedAt)} · {release.releasedBy?.email ?? t('history.unknownAuthor')} ·{' '}
            {t('history.version', { version: release.version })}
          </>
        }
      />
    </ListItem>
  )
}

/** The canvas's Releases panel: the per-flow switch, the releases with the live one, release and roll back. */
export function ReleasesPanel(props: ReleasesPanelProps) {
  const { open, unikId, flowId, onClose } = props
  const { t } = useTranslation('canvas')
  const errorText = useErrorText()
  const [releasing, setReleasing] = useState(false)
  const releases = useFlowReleases(unikId, flowId, open)
  const data = releases.query.data
  const live = data?.releases.find((r) => r.live)
  // The saved draft is a release already: rolling back to it is what makes it live.
  const draftReleased = data?.releases.find((r) => r.version === data.draftVersion)

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: HISTORY_PANEL_WIDTH } }, 'aria-label': t('releases.title') },
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, gap: 1 }}
        data-testid="releases-panel"
      >
        <Typography variant="h3" component="h2" sx={{ flexGrow: 1 }}>
          {t('releases.title')}
        </Typography>
        <IconButton aria-label={t('releases.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      {releases.query.isPending && <Skeleton variant="rounded" height={120} sx={{ m: 2 }} />}
      {releases.query.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {errorText(releases.query.error)}
        </Alert>
      )}
      {data && (
        <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <FormControlLabel
            control={
              <Switch
                checked={data.releaseExplicitly}
                disabled={releases.busy}
                onChange={(e) => void releases.setExplicit(e.target.checked)}
              />
            }
            label={t('releases.explicitly')}
          />
          <Typography variant="body2" color="text.secondary">
            {data.releaseExplicitly ? t('releases.explicitlyOn') : t('releases.explicitlyOff')}
          </Typography>
          {data.releaseExplicitly && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" sx={{ flexGrow: 1 }}>
                {live ? t('releases.liveIs', { release: live.release }) : t('releases.noneLive')}
              </Typography>
              <Button
                variant="contained"
                startIcon={<NewReleasesOutlined />}
                disabled={releases.busy || props.isDirty || draftReleased !== undefined}
                onClick={() => setReleasing(true)}
              >
                {t('releases.releaseDraft')}
              </Button>
            </Box>
          )}
          {data.releaseExplicitly && props.isDirty && (
            <Alert severity="info">{t('releases.saveFirst')}</Alert>
          )}
          {data.releaseExplicitly && !props.isDirty && draftReleased && !draftReleased.live && (
            <Alert severity="info">{t('releases.draftIsRelease', { release: draftReleased.release })}</Alert>
          )}
        </Box>
      )}
      <Divider />
      <List dense sx={{ overflowY: 'auto', flexGrow: 1 }} aria-label={t('releases.list')}>
        {(data?.releases ?? []).map((r) => (
          <ReleaseItem
            key={r.release}
            release={r}
            busy={releases.busy}
            onRollback={() => void releases.rollback(r.release)}
          />
        ))}
        {data && data.releases.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t('releases.empty')}
          </Typography>
        )}
      </List>
      <ReleaseDialog
        open={releasing}
        unikId={unikId}
        flowId={flowId}
        live={live}
        draft={props.currentFlow}
        asOnCanvas={props.asOnCanvas}
        busy={releases.busy}
        onRelease={(note) => void releases.release(note).then((ok) => ok && setReleasing(false))}
        onClose={() => setReleasing(false)}
      />
    </Drawer>
  )
}
