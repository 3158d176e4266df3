import { memo } from 'react'
import Box from '@mui/material/Box'
import type { TFeedbackRating } from '@unikflow/graph'
import type { ChatBubble, UsedTool } from '../model/chat-messages'
import { dedupeSourceDocuments, type SourceDocument } from '../model/source-docs'
import { AnswerActions } from './AnswerActions'
import { AnswerCard } from './AnswerCard'
import { ChatAttachments } from './ChatAttachments'
import { SourceChips, ToolChips } from './AnswerChips'
import { QuestionBubble } from './QuestionBubble'

export interface BubbleActions {
  onSource: (doc: SourceDocument) => void
  onTool: (tool: UsedTool) => void
  /** Absent where feedback is not offered (stored transcripts, the greeting). */
  onFeedback?: (bubble: ChatBubble, rating: TFeedbackRating) => void
  /** Sends a reply as the next question (an approval's Proceed / Reject); absent where nobody can answer. */
  onReply?: (text: string) => void
}

/** One message of the chat: the question on the right, the answer (markdown, sources, tools) on the left. */
export const ChatBubbleView = memo(function ChatBubbleView({
  bubble,
  actions,
}: {
  bubble: ChatBubble
  actions: BubbleActions
}) {
  if (bubble.role === 'userMessage') return <QuestionBubble bubble={bubble} />
  const sources = bubble.sourceDocuments ? dedupeSourceDocuments(bubble.sourceDocuments) : []
  const streaming = bubble.status === 'streaming'
  return (
    <Box sx={{ pr: 3 }} data-testid="chat-answer" aria-busy={streaming}>
      <AnswerCard bubble={bubble} onReply={actions.onReply} />
      {bubble.madeFiles && bubble.madeFiles.length > 0 && <ChatAttachments items={bubble.madeFiles} answer />}
      {sources.length > 0 && <SourceChips sources={sources} onSource={actions.onSource} />}
      {bubble.usedTools && bubble.usedTools.length > 0 && (
        <ToolChips tools={bubble.usedTools} onTool={actions.onTool} />
      )}
      {!streaming && !bubble.isGreeting && bubble.content && (
        <AnswerActions bubble={bubble} onFeedback={actions.onFeedback} />
      )}
    </Box>
  )
})
