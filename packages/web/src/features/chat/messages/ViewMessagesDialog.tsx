import { useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import ListItemButton from '@mui/material/ListItemButton'
import ListSubheader from '@mui/material/ListSubheader'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import ThumbDownAlt from '@mui/icons-material/ThumbDownAlt'
import ThumbUpAlt from '@mui/icons-material/ThumbUpAlt'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TChatMessage, TChatSession } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { deleteChatSession, listChatSessions } from '../../../api/chat'
import { useErrorText, useNotify } from '../../../ui/useNotify'
import { ListDetailContent, ListDetailDialog } from '../ListDetailContent'
import { bubblesFromStored, type UsedTool } from '../model/chat-messages'
import {
  CHAT_TYPE_LABELS,
  DEFAULT_FILTERS,
  groupSessionsByDay,
  messageListQuery,
  summarizeSession,
  type MessageFilters,
} from '../model/message-groups'
import type { SourceDocument } from '../model/source-docs'
import { ChatBubbleView, type BubbleActions } from '../panel/ChatBubbleView'
import { SourceDocumentDialog, UsedToolDialog } from '../panel/DetailsDialogs'
import { DeleteSessionDialog } from './DeleteSessionDialog'
import { MessageFiltersBar } from './MessageFiltersBar'
import { AddToDatasetBar } from '../../evaluations/AddToDatasetBar'

export interface ViewMessagesDialogProps {
  unikId: string
  flowId: string
  flowName: string
  onClose: () => void
}

const dateTime = (iso: string, lng: string) =>
  new Date(iso).toLocaleString(lng, { dateStyle: 'medium', timeStyle: 'short' })
const time = (iso: string, lng: string) => new Date(iso).toLocaleTimeString(lng, { timeStyle: 'short' })

function FeedbackNote({ message }: { message: TChatMessage }) {
  const { t } = useTranslation('chatmessage')
  const feedback = message.feedback
  if (!feedback) return null
  const up = feedback.rating === 'THUMBS_UP'
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, mt: 0.5, color: 'text.secondary' }}>
      {up ? (
        <ThumbUpAlt color="success" sx={{ fontSize: 16, mt: 0.25 }} aria-label={t('messages.feedbackUp')} />
      ) : (
        <ThumbDownAlt color="error" sx={{ fontSize: 16, mt: 0.25 }} aria-label={t('messages.feedbackDown')} />
      )}
      {feedback.content && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('messages.feedbackContent', { text: feedback.content })}
        </Typography>
      )}
    </Box>
  )
}

/** A checkbox under an answer: picks it (with its question) for a dataset. */
function PickForDataset({ checked, onChange }: { checked: boolean; onChange: () => void }) {
  const { t } = useTranslation('evaluations')
  return (
    <Checkbox
      size="small"
      checked={checked}
      onChange={onChange}
      slotProps={{ input: { 'aria-label': t('pickMessage') } }}
      sx={{ p: 0.25 }}
    />
  )
}

function Transcript({
  session,
  canDelete,
  onDelete,
  picked,
  onPick,
}: {
  session: TChatSession
  canDelete: boolean
  onDelete: () => void
  picked: readonly string[]
  onPick: (messageId: string) => void
}) {
  const { t, i18n } = useTranslation('chatmessage')
  const [source, setSource] = useState<SourceDocument | null>(null)
  const [tool, setTool] = useState<UsedTool | null>(null)
  const bubbles = useMemo(() => bubblesFromStored(session.messages), [session.messages])
  const actions = useMemo<BubbleActions>(() => ({ onSource: setSource, onTool: setTool }), [])
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2" noWrap title={session.chatId}>
            {t('messages.chatId')}: <b>{session.chatId}</b>
          </Typography>
          {session.sessionId && session.sessionId !== session.chatId && (
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {t('messages.sessionId')}: {session.sessionId}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" component="div">
            {dateTime(session.firstDate, i18n.language)} —{' '}
            {t('messages.count', { count: session.messages.length })}
          </Typography>
        </Box>
        <Chip size="small" label={t(CHAT_TYPE_LABELS[session.chatType])} />
        {canDelete && (
          <Tooltip title={t('messages.delete')}>
            <IconButton aria-label={t('messages.delete')} color="error" onClick={onDelete}>
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {bubbles.map((b, i) => {
          const stored = session.messages[i]
          return (
            <Box key={b.id}>
              <ChatBubbleView bubble={b} actions={actions} />
              {stored && (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="div"
                  sx={{ mt: 0.25, textAlign: b.role === 'userMessage' ? 'right' : 'left' }}
                >
                  {stored.role === 'apiMessage' && (
                    <PickForDataset checked={picked.includes(stored.id)} onChange={() => onPick(stored.id)} />
                  )}
                  {time(stored.createdDate, i18n.language)}
                  {stored.fileUploads?.length
                    ? ` · ${t('messages.files', { names: stored.fileUploads.map((f) => f.name).join(', ') })}`
                    : ''}
                </Typography>
              )}
              {stored && <FeedbackNote message={stored} />}
            </Box>
          )
        })}
      </Box>
      <SourceDocumentDialog doc={source} onClose={() => setSource(null)} />
      <UsedToolDialog tool={tool} onClose={() => setTool(null)} />
    </Box>
  )
}

/** View messages: the flow's conversations filtered by date, type and feedback, one transcript at a time. */
export default function ViewMessagesDialog({ unikId, flowId, flowName, onClose }: ViewMessagesDialogProps) {
  const { t, i18n } = useTranslation(['chatmessage', 'translation'])
  const notify = useNotify()
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const [filters, setFilters] = useState<MessageFilters>(DEFAULT_FILTERS)
  const [selected, setSelected] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<string | null>(null)
  const [picked, setPicked] = useState<string[]>([])
  const onPick = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]))
  const queryKey = ['chat-sessions', unikId, flowId, filters] as const
  const sessions = useQuery({
    queryKey,
    queryFn: () => listChatSessions(unikId, flowId, messageListQuery(filters)),
    placeholderData: keepPreviousData,
  })
  const list = useMemo(() => sessions.data?.sessions ?? [], [sessions.data])
  const groups = useMemo(() => groupSessionsByDay(list), [list])
  const current = list.find((s) => s.chatId === selected) ?? groups[0]?.sessions[0]

  const remove = useMutation({
    mutationFn: ({ chatId, hard }: { chatId: string; hard: boolean }) =>
      deleteChatSession(unikId, flowId, chatId, hard),
    onSuccess: () => {
      setDeleting(null)
      setSelected(null)
      notify.success(t('messages.deleted'))
      void queryClient.invalidateQueries({ queryKey: ['chat-sessions', unikId, flowId] })
    },
    onError: (error) => notify.error(error, t('messages.deleteFailed')),
  })

  return (
    <ListDetailDialog
      titleId="view-messages-title"
      title={
        <>
          {t('messages.title')}: {flowName}
        </>
      }
      onClose={onClose}
    >
      <Box sx={{ px: 3, pb: 1.5 }}>
        <MessageFiltersBar value={filters} onChange={setFilters} />
        <AddToDatasetBar unikId={unikId} flowId={flowId} picked={picked} onAdded={() => setPicked([])} />
      </Box>
      <ListDetailContent
        error={sessions.isError ? `${t('messages.loadFailed')}: ${errorText(sessions.error)}` : null}
        pending={sessions.isPending}
        loadingLabel={t('loading')}
        empty={list.length === 0}
        emptyTitle={t('messages.empty')}
        emptyHint={t('messages.emptyHint')}
        listLabel={t('messages.sessions')}
        listWidth={300}
        items={groups.map((group) => (
          <li key={group.day}>
            <Box component="ul" sx={{ p: 0 }}>
              <ListSubheader sx={{ lineHeight: '32px', fontSize: 12 }}>
                {new Date(`${group.day}T00:00:00`).toLocaleDateString(i18n.language, {
                  dateStyle: 'medium',
                })}
              </ListSubheader>
              {group.sessions.map((s) => {
                const summary = summarizeSession(s)
                return (
                  <ListItemButton
                    key={s.chatId}
                    selected={s.chatId === current?.chatId}
                    onClick={() => setSelected(s.chatId)}
                    sx={{ display: 'block', py: 0.75 }}
                  >
                    <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
                      {summary.title || t('messages.untitled')}
                    </Typography>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
                      <Typography variant="caption">{time(s.lastDate, i18n.language)}</Typography>
                      <Typography variant="caption">
                        {t('messages.count', { count: summary.messageCount })}
                      </Typography>
                      {s.chatType !== 'INTERNAL' && (
                        <Chip
                          size="small"
                          label={t(
                            s.chatType === 'EXTERNAL' ? 'messages.externalShort' : 'messages.evaluationShort',
                          )}
                          sx={{ height: 16, fontSize: 10 }}
                        />
                      )}
                      {summary.thumbsUp > 0 && (
                        <Box
                          component="span"
                          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
                        >
                          <ThumbUpAlt color="success" sx={{ fontSize: 13 }} />
                          <Typography variant="caption">{summary.thumbsUp}</Typography>
                        </Box>
                      )}
                      {summary.thumbsDown > 0 && (
                        <Box
                          component="span"
                          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
                        >
                          <ThumbDownAlt color="error" sx={{ fontSize: 13 }} />
                          <Typography variant="caption">{summary.thumbsDown}</Typography>
                        </Box>
                      )}
                    </Box>
                  </ListItemButton>
                )
              })}
            </Box>
          </li>
        ))}
        detail={
          current ? (
            <Transcript
              key={current.chatId}
              session={current}
              canDelete
              onDelete={() => setDeleting(current.chatId)}
              picked={picked}
              onPick={onPick}
            />
          ) : null
        }
        selectHint={t('messages.selectHint')}
      />
      <DeleteSessionDialog
        open={deleting !== null}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(hard) => {
          if (deleting) remove.mutate({ chatId: deleting, hard })
        }}
      />
    </ListDetailDialog>
  )
}
