import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Toolbar from '@mui/material/Toolbar'
import Tooltip from '@mui/material/Tooltip'
import ArrowBack from '@mui/icons-material/ArrowBack'
import { useTranslation } from 'react-i18next'
import type { CanvasHeaderProps } from './canvas-header-props'
import { EditButtons } from './EditButtons'
import { FlowPanelButtons } from './FlowPanelButtons'
import { FlowTitle } from './FlowTitle'
import { FlowViewers } from './FlowViewers'
import { SettingsMenu } from './SettingsMenu'

export const CANVAS_HEADER_HEIGHT = 64

export function CanvasHeader(props: CanvasHeaderProps) {
  const { t } = useTranslation('canvas')
  return (
    <AppBar
      position="static"
      color="inherit"
      elevation={1}
      sx={{ height: CANVAS_HEADER_HEIGHT, justifyContent: 'center', zIndex: 2 }}
    >
      <Toolbar sx={{ gap: 1.5 }}>
        <Tooltip title={t('header.back')}>
          <IconButton aria-label={t('header.back')} onClick={props.onBack}>
            <ArrowBack />
          </IconButton>
        </Tooltip>
        <FlowTitle
          name={props.name}
          placeholder={props.placeholder}
          isDirty={props.isDirty}
          onRename={props.onRename}
        />
        <Box sx={{ flexGrow: 1 }} />
        <FlowViewers viewers={props.viewers} />
        <EditButtons {...props} />
        <FlowPanelButtons {...props} />
        <SettingsMenu {...props} />
      </Toolbar>
    </AppBar>
  )
}
