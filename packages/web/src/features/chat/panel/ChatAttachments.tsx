import { useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined'
import MicNoneOutlined from '@mui/icons-material/MicNoneOutlined'
import { getChatUpload } from '../../../api/chat'
import type { ChatAttachment } from '../model/chat-messages'

/** Images the server shows inline (`/get-upload-file` sends other types as downloads). */
const SHOWN_IMAGES = ['image/gif', 'image/jpeg', 'image/png', 'image/webp']
const IMAGE_SX = {
  maxWidth: 160,
  maxHeight: 120,
  borderRadius: 1,
  objectFit: 'cover',
  display: 'block',
} as const

/** A kept image of a reopened chat: fetched with the user's token, shown from an object URL. */
function useStoredImage(attachment: ChatAttachment): string | undefined | null {
  const [url, setUrl] = useState<string | undefined | null>(undefined)
  const { stored, name } = attachment
  const flowId = stored?.flowId
  const chatId = stored?.chatId
  useEffect(() => {
    if (!flowId || !chatId) return
    let cancelled = false
    let objectUrl: string | undefined
    getChatUpload({ flowId, chatId, name })
      .then((blob) => {
        if (cancelled) return
        objectUrl = URL.createObjectURL(blob)
        setUrl(objectUrl)
      })
      // A file the server no longer has (the chat's files removed) is shown by its name.
      .catch(() => !cancelled && setUrl(null))
    return () => {
      cancelled = true
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [flowId, chatId, name])
  return url
}

function FileChip({ attachment }: { attachment: ChatAttachment }) {
  return (
    <Chip
      size="small"
      icon={attachment.mime.startsWith('audio/') ? <MicNoneOutlined /> : <InsertDriveFileOutlined />}
      label={attachment.name}
      sx={{ bgcolor: 'background.paper' }}
    />
  )
}

function StoredImage({ attachment }: { attachment: ChatAttachment }) {
  const url = useStoredImage(attachment)
  if (url === null) return <FileChip attachment={attachment} />
  // Until it arrives, a box of the image's size keeps the bubble from jumping.
  if (url === undefined)
    return <Box aria-busy="true" sx={{ width: 96, height: 72, borderRadius: 1, bgcolor: 'action.hover' }} />
  return <Box component="img" src={url} alt={attachment.name} data-testid="chat-upload-image" sx={IMAGE_SX} />
}

/** The files a question was sent with: images as pictures, other files (and recordings) as chips. */
export function ChatAttachments({ items }: { items: readonly ChatAttachment[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 0.75, justifyContent: 'flex-end' }}>
      {items.map((a, i) =>
        a.previewUrl ? (
          <Box
            key={i}
            component="img"
            src={a.previewUrl}
            alt={a.name}
            data-testid="chat-upload-image"
            sx={IMAGE_SX}
          />
        ) : a.stored && SHOWN_IMAGES.includes(a.mime) ? (
          <StoredImage key={i} attachment={a} />
        ) : (
          <FileChip key={i} attachment={a} />
        ),
      )}
    </Box>
  )
}
