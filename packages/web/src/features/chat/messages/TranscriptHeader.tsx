import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import type { TChatSession } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { CHAT_TYPE_LABELS } from '../model/message-groups'
import { dateTime } from './message-times'

/** Above a transcript: its chat and session ids, when it began, how many messages, its type, delete. */
export function TranscriptHeader({
  session,
  canDelete,
  onDelete,
}: {
  session: TChatSession
  canDelete: boolean
  onDelete: () => void
}) {
  const { t, i18n } = useTranslation('chatmessage')
  return (
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
  )
}
