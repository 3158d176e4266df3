import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import ListItemButton from '@mui/material/ListItemButton'
import Typography from '@mui/material/Typography'
import ThumbDownAlt from '@mui/icons-material/ThumbDownAlt'
import ThumbUpAlt from '@mui/icons-material/ThumbUpAlt'
import type { TChatSession } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { summarizeSession } from '../model/message-groups'
import { time } from './message-times'

/** A conversation in the list: its first question, last time, message count, type and thumbs. */
export function SessionListItem({
  session: s,
  selected,
  onSelect,
}: {
  session: TChatSession
  selected: boolean
  onSelect: () => void
}) {
  const { t, i18n } = useTranslation('chatmessage')
  const summary = summarizeSession(s)
  return (
    <ListItemButton selected={selected} onClick={onSelect} sx={{ display: 'block', py: 0.75 }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
        {summary.title || t('messages.untitled')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
        <Typography variant="caption">{time(s.lastDate, i18n.language)}</Typography>
        <Typography variant="caption">{t('messages.count', { count: summary.messageCount })}</Typography>
        {s.chatType !== 'INTERNAL' && (
          <Chip
            size="small"
            label={t(s.chatType === 'EXTERNAL' ? 'messages.externalShort' : 'messages.evaluationShort')}
            sx={{ height: 16, fontSize: 10 }}
          />
        )}
        {summary.thumbsUp > 0 && (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
            <ThumbUpAlt color="success" sx={{ fontSize: 13 }} />
            <Typography variant="caption">{summary.thumbsUp}</Typography>
          </Box>
        )}
        {summary.thumbsDown > 0 && (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
            <ThumbDownAlt color="error" sx={{ fontSize: 13 }} />
            <Typography variant="caption">{summary.thumbsDown}</Typography>
          </Box>
        )}
      </Box>
    </ListItemButton>
  )
}
