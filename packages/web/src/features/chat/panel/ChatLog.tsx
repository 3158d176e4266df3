import { useLayoutEffect, useRef, type RefObject } from 'react'
import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import type { ChatBubble, UsedTool } from '../model/chat-messages'
import type { SourceDocument } from '../model/source-docs'
import { ChatBubbleView, type BubbleActions } from './ChatBubbleView'

/** The conversation's scrolling log: the greeting, then every bubble; it follows new text while the reader
 *  is at the bottom (`stick`), and stays put once they scroll up. */
export function ChatLog({
  bubbles,
  actions,
  stick,
  onSource,
  onTool,
}: {
  bubbles: readonly ChatBubble[]
  actions: BubbleActions
  stick: RefObject<boolean>
  onSource: (doc: SourceDocument) => void
  onTool: (tool: UsedTool) => void
}) {
  const { t } = useTranslation('chatmessage')
  const scroller = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const el = scroller.current
    if (el && stick.current) el.scrollTop = el.scrollHeight
  }, [bubbles, stick])
  return (
    <Box
      ref={scroller}
      onScroll={(e) => {
        const el = e.currentTarget
        stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48
      }}
      sx={{
        flexGrow: 1,
        overflowY: 'auto',
        px: 1.5,
        py: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
      role="log"
      aria-live="polite"
      aria-label={t('title')}
    >
      <ChatBubbleView
        bubble={{
          id: 'greeting',
          role: 'apiMessage',
          content: t('greeting'),
          status: 'done',
          isGreeting: true,
        }}
        actions={{ onSource, onTool }}
      />
      {bubbles.map((b) => (
        <ChatBubbleView key={b.id} bubble={b} actions={actions} />
      ))}
    </Box>
  )
}
