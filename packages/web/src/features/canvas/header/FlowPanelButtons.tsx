import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined'
import HistoryOutlined from '@mui/icons-material/HistoryOutlined'
import IosShare from '@mui/icons-material/IosShare'
import NewReleasesOutlined from '@mui/icons-material/NewReleasesOutlined'
import ViewInArOutlined from '@mui/icons-material/ViewInArOutlined'
import { useTranslation } from 'react-i18next'
import type { CanvasHeaderProps } from './canvas-header-props'

/** The header's buttons for a saved flow, each where offered: share, publish & export, upsert, releases,
 *  history (all off until the flow is first saved). */
export function FlowPanelButtons(props: CanvasHeaderProps) {
  const { isNew } = props
  const { t } = useTranslation('canvas')
  return (
    <>
      {props.onShare && (
        <Tooltip title={t('header.share')}>
          <span>
            <IconButton aria-label={t('header.share')} onClick={props.onShare} disabled={isNew}>
              <IosShare />
            </IconButton>
          </span>
        </Tooltip>
      )}
      {props.onPublishExport && (
        <Tooltip title={t('header.publishExport')}>
          <span>
            <IconButton
              aria-label={t('header.publishExport')}
              onClick={props.onPublishExport}
              disabled={isNew}
            >
              <ViewInArOutlined />
            </IconButton>
          </span>
        </Tooltip>
      )}
      {props.onUpsert && (
        <Tooltip title={t('header.upsertHint')}>
          <span>
            <Button
              variant="outlined"
              onClick={props.onUpsert}
              disabled={isNew || props.upserting}
              startIcon={
                props.upserting ? <CircularProgress size={16} color="inherit" /> : <CloudUploadOutlined />
              }
            >
              {t('header.upsert')}
            </Button>
          </span>
        </Tooltip>
      )}
      {props.onReleases && (
        <Tooltip title={t('header.releases')}>
          <span>
            <IconButton aria-label={t('header.releases')} onClick={props.onReleases} disabled={isNew}>
              <NewReleasesOutlined />
            </IconButton>
          </span>
        </Tooltip>
      )}
      {props.onHistory && (
        <Tooltip title={t('header.history')}>
          <span>
            <IconButton aria-label={t('header.history')} onClick={props.onHistory} disabled={isNew}>
              <HistoryOutlined />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </>
  )
}
