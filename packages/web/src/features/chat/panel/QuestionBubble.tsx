import Box from '@mui/material/Box'
import type { ChatBubble } from '../model/chat-messages'
import { ChatAttachments } from './ChatAttachments'

/** The person's question, on the right: its attachments, then its text. */
export function QuestionBubble({ bubble }: { bubble: ChatBubble }) {
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', pl: 5 }}
      data-testid="chat-question"
    >
      {bubble.attachments && <ChatAttachments items={bubble.attachments} />}
      {bubble.content && (
        <Box
          sx={{
            px: 1.75,
            py: 1,
            borderRadius: 2.5,
            borderBottomRightRadius: 4,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontSize: 14,
            lineHeight: 1.5,
          }}
        >
          {bubble.content}
        </Box>
      )}
    </Box>
  )
}
