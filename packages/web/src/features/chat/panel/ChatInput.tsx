import { useEffect, useMemo, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import InputBase from '@mui/material/InputBase'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import AttachFile from '@mui/icons-material/AttachFile'
import Close from '@mui/icons-material/Close'
import MicNone from '@mui/icons-material/MicNone'
import Send from '@mui/icons-material/Send'
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined'
import Stop from '@mui/icons-material/Stop'
import { useTranslation } from 'react-i18next'
import { uploadAccept, type ChatCapabilities } from '../model/chat-capabilities'
import type { AskInput } from './use-canvas-chat'
import { useAudioRecorder } from './use-audio-recorder'

function FilePreview({ file, onRemove, label }: { file: File; onRemove: () => void; label: string }) {
  const url = useMemo(() => (file.type.startsWith('image/') ? URL.createObjectURL(file) : undefined), [file])
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  return (
    <Chip
      size="small"
      label={file.name}
      onDelete={onRemove}
      deleteIcon={<Close aria-label={label} />}
      avatar={url ? <Box component="img" src={url} alt="" sx={{ objectFit: 'cover' }} /> : undefined}
      sx={{ maxWidth: 200 }}
    />
  )
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`

/** The question box: Enter sends (Shift+Enter a new line), files when the flow accepts them, the mic
 *  when it has speech to text, and Stop while an answer streams. */
export function ChatInput({
  caps,
  busy,
  disabled,
  onAsk,
  onStop,
  onMicError,
}: {
  caps: ChatCapabilities
  busy: boolean
  disabled: boolean
  onAsk: (input: AskInput) => void
  onStop: () => void
  onMicError: (error: unknown) => void
}) {
  const { t } = useTranslation('chatmessage')
  const [text, setText] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const fileRef = useRef<HTMLInputElement>(null)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const recorder = useAudioRecorder()
  const canUpload = caps.images || caps.files
  const canSend = !busy && !disabled && (text.trim() !== '' || files.length > 0)

  useEffect(() => {
    if (!busy && !disabled) inputRef.current?.focus()
  }, [busy, disabled])

  const submit = () => {
    if (!canSend) return
    onAsk({ question: text.trim(), files })
    setText('')
    setFiles([])
  }

  const finishRecording = async () => {
    const audio = await recorder.stop()
    if (audio) onAsk({ question: '', audio })
  }

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1.25 }}>
      {files.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 1 }}>
          {files.map((f, i) => (
            <FilePreview
              key={`${f.name}-${i}`}
              file={f}
              label={t('removeAttachment', { name: f.name })}
              onRemove={() => setFiles((list) => list.filter((_, j) => j !== i))}
            />
          ))}
        </Box>
      )}
      {recorder.recording ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40 }} role="status">
          <Box
            sx={{
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: 'error.main',
              animation: 'chat-rec 1s ease-in-out infinite alternate',
              '@keyframes chat-rec': { from: { opacity: 1 }, to: { opacity: 0.3 } },
            }}
          />
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {t('recording', { time: clock(recorder.seconds) })}
          </Typography>
          <Tooltip title={t('cancelRecording')}>
            <IconButton aria-label={t('cancelRecording')} onClick={recorder.cancel}>
              <Close />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('stopRecording')}>
            <IconButton
              aria-label={t('stopRecording')}
              color="primary"
              onClick={() => void finishRecording()}
            >
              <StopCircleOutlined />
            </IconButton>
          </Tooltip>
        </Box>
      ) : (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-end',
            gap: 0.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            pl: 1.5,
            pr: 0.5,
            py: 0.5,
            bgcolor: 'background.paper',
            '&:focus-within': { borderColor: 'primary.main' },
          }}
        >
          <InputBase
            inputRef={inputRef}
            multiline
            maxRows={6}
            fullWidth
            value={text}
            disabled={disabled}
            placeholder={t('placeholder')}
            inputProps={{ 'aria-label': t('inputLabel'), maxLength: 100_000 }}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault()
                submit()
              }
            }}
            sx={{ py: 0.75, fontSize: 14 }}
          />
          {canUpload && (
            <Tooltip title={t('attach')}>
              <span>
                <IconButton
                  aria-label={t('attach')}
                  disabled={disabled || busy}
                  onClick={() => fileRef.current?.click()}
                >
                  <AttachFile fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          )}
          {caps.audio && recorder.isSupported && (
            <Tooltip title={t('record')}>
              <span>
                <IconButton
                  aria-label={t('record')}
                  disabled={disabled || busy}
                  onClick={() => recorder.start().catch(onMicError)}
                >
                  <MicNone fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          )}
          {busy ? (
            <Tooltip title={t('stop')}>
              <IconButton aria-label={t('stop')} color="error" onClick={onStop}>
                <Stop fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : (
            <Tooltip title={t('send')}>
              <span>
                <IconButton aria-label={t('send')} color="primary" disabled={!canSend} onClick={submit}>
                  <Send fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          )}
        </Box>
      )}
      <input
        ref={fileRef}
        type="file"
        multiple
        hidden
        accept={uploadAccept(caps) || undefined}
        data-testid="chat-file-input"
        onChange={(e) => {
          const picked = [...(e.target.files ?? [])]
          e.target.value = ''
          setFiles((list) => [...list, ...picked])
        }}
      />
    </Box>
  )
}
