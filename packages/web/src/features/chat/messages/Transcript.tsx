import { useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import type { TChatSession } from '@unikflow/graph'
import { bubblesFromStored, type UsedTool } from '../model/chat-messages'
import type { SourceDocument } from '../model/source-docs'
import type { BubbleActions } from '../panel/ChatBubbleView'
import { SourceDocumentDialog, UsedToolDialog } from '../panel/DetailsDialogs'
import { TranscriptHeader } from './TranscriptHeader'
import { TranscriptMessage } from './TranscriptMessage'

/** One stored conversation: its header, its messages, and the source / tool dialogs they open. */
export function Transcript({
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
  const [source, setSource] = useState<SourceDocument | null>(null)
  const [tool, setTool] = useState<UsedTool | null>(null)
  const bubbles = useMemo(() => bubblesFromStored(session.messages), [session.messages])
  const actions = useMemo<BubbleActions>(() => ({ onSource: setSource, onTool: setTool }), [])
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <TranscriptHeader session={session} canDelete={canDelete} onDelete={onDelete} />
      <Box sx={{ flexGrow: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {bubbles.map((b, i) => (
          <TranscriptMessage
            key={b.id}
            bubble={b}
            stored={session.messages[i]}
            actions={actions}
            picked={picked}
            onPick={onPick}
          />
        ))}
      </Box>
      <SourceDocumentDialog doc={source} onClose={() => setSource(null)} />
      <UsedToolDialog tool={tool} onClose={() => setTool(null)} />
    </Box>
  )
}
