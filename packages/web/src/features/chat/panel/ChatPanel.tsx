import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import Close from '@mui/icons-material/Close'
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined'
import OpenInFull from '@mui/icons-material/OpenInFull'
import CloseFullscreen from '@mui/icons-material/CloseFullscreen'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { getChatflow } from '../../../api/chatflows'
import { useConfirm } from '../../../ui/useConfirm'
import { useNotify } from '../../../ui/useNotify'
import { chatCapabilitiesOf, type ChatCapabilities } from '../model/chat-capabilities'
import type { UsedTool } from '../model/chat-messages'
import type { SourceDocument } from '../model/source-docs'
import type { BubbleActions } from './ChatBubbleView'
import { ChatInput } from './ChatInput'
import { ChatLog } from './ChatLog'
import { SourceDocumentDialog, UsedToolDialog } from './DetailsDialogs'
import { FeedbackDialog } from './FeedbackDialog'
import { useCanvasChat, type ChatFailure } from './use-canvas-chat'
import { useChatFeedback } from './use-chat-feedback'

const TEXT_ONLY: ChatCapabilities = { images: false, files: false, fileTypes: [], audio: false }

export interface ChatPanelProps {
  unikId: string
  /** Undefined until the flow is saved for the first time. */
  flowId: string | undefined
  /** The stored version: the flow's settings are re-read after each save. */
  flowVersion: number | undefined
  isDirty: boolean
  onSave: () => void
  onClose: () => void
  /** Floating over the canvas (default), or filling its container on a page (an assistant's preview). */
  placement?: 'canvas' | 'page'
}

const PAGE_SX = { position: 'relative', height: '100%', width: '100%', minHeight: 420 } as const

function SaveFirst({ isNew, onSave }: { isNew: boolean; onSave: () => void }) {
  const { t } = useTranslation('chatmessage')
  return (
    <Alert
      severity="info"
      sx={{ m: 1.5 }}
      action={
        <Button color="inherit" size="small" onClick={onSave}>
          {t('saveNow')}
        </Button>
      }
    >
      <AlertTitle>{t('saveFirstTitle')}</AlertTitle>
      {isNew ? t('saveFirstNew') : t('saveFirstDirty')}
    </Alert>
  )
}

interface HeaderProps {
  wide: boolean
  /** Absent on a page (the panel fills its place there): no expand and no close button. */
  onToggleWide?: () => void
  onClose?: () => void
  /** Absent before the flow is saved (nothing to clear). */
  onClear?: () => void
}

function PanelHeader({ wide, onToggleWide, onClose, onClear }: HeaderProps) {
  const { t } = useTranslation('chatmessage')
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1.5,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
        {t('title')}
      </Typography>
      {onClear && (
        <Tooltip title={t('clear')}>
          <IconButton size="small" aria-label={t('clear')} onClick={onClear}>
            <DeleteSweepOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onToggleWide && (
        <Tooltip title={wide ? t('collapse') : t('expand')}>
          <IconButton size="small" aria-label={wide ? t('collapse') : t('expand')} onClick={onToggleWide}>
            {wide ? <CloseFullscreen fontSize="small" /> : <OpenInFull fontSize="small" />}
          </IconButton>
        </Tooltip>
      )}
      {onClose && (
        <Tooltip title={t('close')}>
          <IconButton size="small" aria-label={t('close')} onClick={onClose}>
            <Close fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  )
}

function Conversation({
  unikId,
  flowId,
  flowVersion,
  blocked,
  header,
  saveFirst,
}: {
  unikId: string
  flowId: string
  flowVersion: number | undefined
  blocked: boolean
  header: Omit<HeaderProps, 'onClear'>
  saveFirst: ReactNode
}) {
  const { t } = useTranslation('chatmessage')
  const confirm = useConfirm()
  const notify = useNotify()
  const onFailure = useCallback(
    (failure: ChatFailure) => {
      if (failure.kind === 'upload') notify.error(failure.error, t('uploadFailed'))
    },
    [notify, t],
  )
  const chat = useCanvasChat(unikId, flowId, onFailure)
  const settings = useQuery({
    queryKey: ['chat-settings', unikId, flowId, flowVersion],
    queryFn: () => getChatflow(unikId, flowId),
    staleTime: Infinity,
  })
  const caps = useMemo(() => (settings.data ? chatCapabilitiesOf(settings.data) : TEXT_ONLY), [settings.data])
  const [source, setSource] = useState<SourceDocument | null>(null)
  const [tool, setTool] = useState<UsedTool | null>(null)
  const stick = useRef(true)

  const { feedbackFor, setFeedbackFor, sending, submitFeedback } = useChatFeedback(flowId, chat)

  const ask = chat.ask
  const actions = useMemo<BubbleActions>(
    () => ({
      onSource: setSource,
      onTool: setTool,
      onFeedback: (bubble, rating) => {
        void submitFeedback(bubble, rating).then((ok) => {
          if (ok) setFeedbackFor({ bubble, rating })
        })
      },
      onReply: (text) => {
        stick.current = true
        void ask({ question: text })
      },
    }),
    [submitFeedback, ask, setFeedbackFor],
  )

  const clear = async () => {
    const ok = await confirm({
      title: t('clearTitle'),
      description: t('clearDescription'),
      confirmButtonName: t('clear'),
    })
    if (ok) chat.clear()
  }

  return (
    <>
      <PanelHeader {...header} onClear={() => void clear()} />
      {saveFirst}
      <ChatLog bubbles={chat.bubbles} actions={actions} stick={stick} onSource={setSource} onTool={setTool} />
      <ChatInput
        caps={caps}
        busy={chat.busy}
        disabled={blocked}
        onAsk={(input) => {
          stick.current = true
          void chat.ask(input)
        }}
        onStop={chat.stop}
        onMicError={(error) => notify.error(error, t('micFailed'))}
      />
      <SourceDocumentDialog doc={source} onClose={() => setSource(null)} />
      <UsedToolDialog tool={tool} onClose={() => setTool(null)} />
      <FeedbackDialog
        open={feedbackFor !== null}
        busy={sending}
        onClose={() => setFeedbackFor(null)}
        onSubmit={(text) => {
          if (!feedbackFor) return
          void submitFeedback(feedbackFor.bubble, feedbackFor.rating, text).then((ok) => {
            if (!ok) return
            setFeedbackFor(null)
            notify.success(t('feedbackSent'))
          })
        }}
      />
    </>
  )
}

/** The canvas chat panel (its own lazy chunk, loaded when the Chat button is first pressed). */
export default function ChatPanel({
  unikId,
  flowId,
  flowVersion,
  isDirty,
  onSave,
  onClose,
  placement = 'canvas',
}: ChatPanelProps) {
  const { t } = useTranslation('chatmessage')
  const [wide, setWide] = useState(false)
  const onPage = placement === 'page'
  const header = onPage ? { wide } : { wide, onToggleWide: () => setWide((w) => !w), onClose }
  const saveFirst = isDirty || !flowId ? <SaveFirst isNew={!flowId} onSave={onSave} /> : null

  return (
    <Paper
      elevation={onPage ? 0 : 8}
      role="dialog"
      aria-label={t('title')}
      sx={{
        ...(onPage
          ? PAGE_SX
          : {
              position: 'absolute',
              top: 72,
              right: 16,
              bottom: 16,
              width: wide ? 'min(760px, calc(100% - 32px))' : 'min(420px, calc(100% - 32px))',
              maxHeight: 820,
              zIndex: 6,
            }),
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
      }}
      onKeyDown={(e) => {
        // Dialogs opened from the panel are portals: their Escape closes them, not the panel.
        if (!onPage && e.key === 'Escape' && e.target instanceof Node && e.currentTarget.contains(e.target))
          onClose()
        // The canvas's shortcuts (delete, undo, copy) must not act on keys typed in the chat.
        e.stopPropagation()
      }}
    >
      {flowId ? (
        <Conversation
          key={flowId}
          unikId={unikId}
          flowId={flowId}
          flowVersion={flowVersion}
          blocked={isDirty}
          header={header}
          saveFirst={saveFirst}
        />
      ) : (
        <>
          <PanelHeader {...header} />
          {saveFirst}
        </>
      )}
    </Paper>
  )
}
