import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import Typography from '@mui/material/Typography'
import ThumbDownAlt from '@mui/icons-material/ThumbDownAlt'
import ThumbUpAlt from '@mui/icons-material/ThumbUpAlt'
import type { TChatMessage } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import type { ChatBubble } from '../model/chat-messages'
import { ChatBubbleView, type BubbleActions } from '../panel/ChatBubbleView'
import { time } from './message-times'

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

/** One message of a stored transcript: its bubble, its time (and files, and a dataset pick under answers),
 *  and the feedback it got. */
export function TranscriptMessage({
  bubble: b,
  stored,
  actions,
  picked,
  onPick,
}: {
  bubble: ChatBubble
  stored: TChatMessage | undefined
  actions: BubbleActions
  picked: readonly string[]
  onPick: (messageId: string) => void
}) {
  const { t, i18n } = useTranslation('chatmessage')
  return (
    <Box>
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
}
