import { useState } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import ContentCopy from '@mui/icons-material/ContentCopy'
import ThumbDownAltOutlined from '@mui/icons-material/ThumbDownAltOutlined'
import ThumbDownAlt from '@mui/icons-material/ThumbDownAlt'
import ThumbUpAltOutlined from '@mui/icons-material/ThumbUpAltOutlined'
import ThumbUpAlt from '@mui/icons-material/ThumbUpAlt'
import type { TFeedbackRating } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import type { ChatBubble } from '../model/chat-messages'

/** Under a finished answer: copy its text and, where offered, rate it up or down. */
export function AnswerActions({
  bubble,
  onFeedback,
}: {
  bubble: ChatBubble
  onFeedback?: (bubble: ChatBubble, rating: TFeedbackRating) => void
}) {
  const { t } = useTranslation('chatmessage')
  const [copied, setCopied] = useState(false)
  const rating = bubble.feedback

  const copy = () => {
    void navigator.clipboard?.writeText(bubble.content).then(() => {
      setCopied(true)
      setTimeout(() => setCopied(false), 1500)
    })
  }

  return (
    <Box sx={{ display: 'flex', gap: 0.25, mt: 0.25, color: 'text.secondary' }}>
      <Tooltip title={copied ? t('copied') : t('copy')}>
        <IconButton size="small" aria-label={t('copy')} onClick={copy}>
          <ContentCopy sx={{ fontSize: 16 }} />
        </IconButton>
      </Tooltip>
      {onFeedback && bubble.messageId && (
        <>
          <Tooltip title={t('thumbsUp')}>
            <IconButton
              size="small"
              aria-label={t('thumbsUp')}
              aria-pressed={rating === 'THUMBS_UP'}
              color={rating === 'THUMBS_UP' ? 'success' : 'default'}
              onClick={() => onFeedback(bubble, 'THUMBS_UP')}
            >
              {rating === 'THUMBS_UP' ? (
                <ThumbUpAlt sx={{ fontSize: 16 }} />
              ) : (
                <ThumbUpAltOutlined sx={{ fontSize: 16 }} />
              )}
            </IconButton>
          </Tooltip>
          <Tooltip title={t('thumbsDown')}>
            <IconButton
              size="small"
              aria-label={t('thumbsDown')}
              aria-pressed={rating === 'THUMBS_DOWN'}
              color={rating === 'THUMBS_DOWN' ? 'error' : 'default'}
              onClick={() => onFeedback(bubble, 'THUMBS_DOWN')}
            >
              {rating === 'THUMBS_DOWN' ? (
                <ThumbDownAlt sx={{ fontSize: 16 }} />
              ) : (
                <ThumbDownAltOutlined sx={{ fontSize: 16 }} />
              )}
            </IconButton>
          </Tooltip>
        </>
      )}
    </Box>
  )
}
