import { useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined'
import MicNoneOutlined from '@mui/icons-material/MicNoneOutlined'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import { useTranslation } from 'react-i18next'
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

/** Saves a kept file of the chat: fetched with the user's token, handed to the browser as a download. */
export async function downloadStored(attachment: ChatAttachment): Promise<void> {
  if (!attachment.stored) return
  const blob = await getChatUpload({ ...attachment.stored, name: attachment.name })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = attachment.name
  link.click()
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** A file the answer made: a chip that downloads it. */
function DownloadChip({ attachment }: { attachment: ChatAttachment }) {
  const { t } = useTranslation('chatmessage')
  return (
    <Chip
      size="small"
      icon={<FileDownloadOutlined />}
      label={attachment.name}
      aria-label={t('downloadFile', { name: attachment.name })}
      onClick={() => void downloadStored(attachment).catch(() => undefined)}
      data-testid="chat-answer-file"
      sx={{ bgcolor: 'background.paper' }}
    />
  )
}

function FileChip({ attachment }: { attachment: ChatAttachment }) {
  if (attachment.download && attachment.stored) return <DownloadChip attachment={attachment} />
  return (
    <Chip
      size="small"
      icon={attachment.mime.startsWith('audio/') ? <MicNoneOutlined /> : <InsertDriveFileOutlined />}
      label={attachment.name}
      sx={{ bgcolor: 'background.paper' }}
    />
  )
}

function StoredImage({ attachment, testId }: { attachment: ChatAttachment; testId: string }) {
  const url = useStoredImage(attachment)
  if (url === null) return <FileChip attachment={attachment} />
  // Until it arrives, a box of the image's size keeps the bubble from jumping.
  if (url === undefined)
    return <Box aria-busy="true" sx={{ width: 96, height: 72, borderRadius: 1, bgcolor: 'action.hover' }} />
  return <Box component="img" src={url} alt={attachment.name} data-testid={testId} sx={sxOf(testId)} />
}

/** An answer's images show at the answer's width (a question's are thumbnails). */
const ANSWER_IMAGE_SX = { ...IMAGE_SX, maxWidth: '100%', maxHeight: 320, objectFit: 'contain' } as const
const sxOf = (testId: string) => (testId === ANSWER_IMAGE ? ANSWER_IMAGE_SX : IMAGE_SX)
const ANSWER_IMAGE = 'chat-answer-image'

/**
 * Files shown with a message: a question's (on the right, `answer` unset) or those its answer's run made
 * (on the left): images as pictures, other files (and recordings) as chips; an answer's files download.
 */
export function ChatAttachments({ items, answer }: { items: readonly ChatAttachment[]; answer?: boolean }) {
  const testId = answer ? ANSWER_IMAGE : 'chat-upload-image'
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.75,
        mb: 0.75,
        mt: answer ? 0.75 : 0,
        justifyContent: answer ? 'flex-start' : 'flex-end',
      }}
    >
      {items.map((a, i) =>
        a.previewUrl ? (
          <Box
            key={i}
            component="img"
            src={a.previewUrl}
            alt={a.name}
            data-testid={testId}
            sx={sxOf(testId)}
          />
        ) : a.stored && SHOWN_IMAGES.includes(a.mime) ? (
          <StoredImage key={i} attachment={a} testId={testId} />
        ) : (
          <FileChip key={i} attachment={a} />
        ),
      )}
    </Box>
  )
}
