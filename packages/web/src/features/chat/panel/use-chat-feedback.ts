import { useCallback, useState } from 'react'
import type { TFeedbackRating } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { sendChatFeedback } from '../../../api/chat'
import { useNotify } from '../../../ui/useNotify'
import type { ChatBubble } from '../model/chat-messages'
import type { useCanvasChat } from './use-canvas-chat'

/** Rating an answer: sends the thumb (and later its comment), marks the bubble, and holds which answer the
 *  feedback dialog is about. */
export function useChatFeedback(flowId: string, chat: ReturnType<typeof useCanvasChat>) {
  const { t } = useTranslation('chatmessage')
  const notify = useNotify()
  const [feedbackFor, setFeedbackFor] = useState<{ bubble: ChatBubble; rating: TFeedbackRating } | null>(null)
  const [sending, setSending] = useState(false)
  const submitFeedback = useCallback(
    async (bubble: ChatBubble, rating: TFeedbackRating, content?: string) => {
      if (!bubble.messageId) return false
      setSending(true)
      try {
        await sendChatFeedback(flowId, {
          chatId: chat.chatId,
          messageId: bubble.messageId,
          rating,
          ...(content ? { content } : {}),
        })
        chat.setFeedback(bubble.id, rating)
        return true
      } catch (error) {
        notify.error(error, t('feedbackFailed'))
        return false
      } finally {
        setSending(false)
      }
    },
    [flowId, chat, notify, t],
  )
  return { feedbackFor, setFeedbackFor, sending, submitFeedback }
}
