import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { ChatBubble } from '../model/chat-messages'
import { AgentSteps } from './AgentSteps'
import { ApprovalButtons } from './ApprovalButtons'
import { ChatMarkdown } from './ChatMarkdown'

/** The answer's card: agent steps, the text (or thinking / stopped), an approval, error and not-stored notes. */
export function AnswerCard({ bubble, onReply }: { bubble: ChatBubble; onReply?: (text: string) => void }) {
  const { t } = useTranslation('chatmessage')
  const streaming = bubble.status === 'streaming'
  return (
    <Box
      sx={{
        px: 1.75,
        py: 1.1,
        borderRadius: 2.5,
        borderBottomLeftRadius: 4,
        bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'rgba(255,255,255,0.06)' : 'grey.100'),
        border: 1,
        borderColor: 'divider',
        color: 'text.primary',
      }}
    >
      {bubble.agentSteps && <AgentSteps steps={bubble.agentSteps} answer={bubble.content} />}
      {bubble.content ? (
        <ChatMarkdown text={bubble.content} files={bubble.madeFiles} />
      ) : bubble.approval ? null : streaming ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', fontSize: 14 }}>
          <CircularProgress size={14} />
          {t('thinking')}
        </Box>
      ) : bubble.status === 'done' ? (
        <Typography variant="body2" color="text.secondary">
          {t('stopped')}
        </Typography>
      ) : null}
      {bubble.approval && !streaming && onReply && (
        <ApprovalButtons approval={bubble.approval} onReply={onReply} />
      )}
      {bubble.status === 'error' && (
        <Alert severity="error" sx={{ mt: bubble.content ? 1 : 0, py: 0 }} role="alert">
          {t('error')}
          {bubble.errorDetail && (
            <Typography variant="caption" component="div" sx={{ overflowWrap: 'anywhere' }}>
              {bubble.errorDetail}
            </Typography>
          )}
        </Alert>
      )}
      {bubble.notStored && (
        <Alert severity="warning" sx={{ mt: 1, py: 0 }}>
          {t('notStored')}
        </Alert>
      )}
    </Box>
  )
}
