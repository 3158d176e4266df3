import { lazy, Suspense, useState } from 'react'
import Fab from '@mui/material/Fab'
import Tooltip from '@mui/material/Tooltip'
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined'
import Close from '@mui/icons-material/Close'
import { useTranslation } from 'react-i18next'

// Each part is its own chunk, fetched on first use: opening the canvas loads none of them.
const ChatPanel = lazy(() => import('./panel/ChatPanel'))
const ViewMessagesDialog = lazy(() => import('./messages/ViewMessagesDialog'))
const LogsDialog = lazy(() => import('./logs/LogsDialog'))

export type CanvasChatDialog = 'messages' | 'logs' | null

export interface CanvasChatProps {
  unikId: string
  flowId: string | undefined
  flowName: string
  flowVersion: number | undefined
  isDirty: boolean
  onSave: () => void
  /** The settings menu's View messages / Logs. */
  dialog: CanvasChatDialog
  onCloseDialog: () => void
}

/** The canvas's Chat button with its panel, and the View messages and Logs dialogs. */
export function CanvasChat(props: CanvasChatProps) {
  const { t } = useTranslation('canvas')
  const [open, setOpen] = useState(false)
  const label = t('chat.open')
  return (
    <>
      <Tooltip title={label} placement="left">
        <Fab
          size="small"
          color={open ? 'default' : 'primary'}
          aria-label={label}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          sx={{ position: 'absolute', top: 16, right: 16, zIndex: 6 }}
        >
          {open ? <Close /> : <ChatBubbleOutline />}
        </Fab>
      </Tooltip>
      <Suspense fallback={null}>
        {open && (
          <ChatPanel
            unikId={props.unikId}
            flowId={props.flowId}
            flowVersion={props.flowVersion}
            isDirty={props.isDirty}
            onSave={props.onSave}
            onClose={() => setOpen(false)}
          />
        )}
        {props.flowId && props.dialog === 'messages' && (
          <ViewMessagesDialog
            unikId={props.unikId}
            flowId={props.flowId}
            flowName={props.flowName}
            onClose={props.onCloseDialog}
          />
        )}
        {props.flowId && props.dialog === 'logs' && (
          <LogsDialog
            unikId={props.unikId}
            flowId={props.flowId}
            flowName={props.flowName}
            onClose={props.onCloseDialog}
          />
        )}
      </Suspense>
    </>
  )
}
