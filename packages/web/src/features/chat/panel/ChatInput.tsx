import { useEffect, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import InputBase from '@mui/material/InputBase'
import { useTranslation } from 'react-i18next'
import type { ChatCapabilities } from '../model/chat-capabilities'
import type { AskInput } from './use-canvas-chat'
import { useAudioRecorder } from './use-audio-recorder'
import { ChatFilePicker } from './ChatFilePicker'
import { ChatFilePreviews } from './ChatFilePreviews'
import { ChatInputButtons } from './ChatInputButtons'
import { ChatRecordingBar } from './ChatRecordingBar'

const BOX_SX = {
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
} as const

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
      <ChatFilePreviews files={files} onRemove={(i) => setFiles((list) => list.filter((_, j) => j !== i))} />
      {recorder.recording ? (
        <ChatRecordingBar
          seconds={recorder.seconds}
          onCancel={recorder.cancel}
          onFinish={() => void finishRecording()}
        />
      ) : (
        <Box sx={BOX_SX}>
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
          <ChatInputButtons
            showAttach={canUpload}
            showMic={caps.audio && recorder.isSupported}
            busy={busy}
            disabled={disabled}
            canSend={canSend}
            onAttach={() => fileRef.current?.click()}
            onRecord={() => recorder.start().catch(onMicError)}
            onStop={onStop}
            onSend={submit}
          />
        </Box>
      )}
      <ChatFilePicker
        inputRef={fileRef}
        caps={caps}
        onPick={(picked) => setFiles((list) => [...list, ...picked])}
      />
    </Box>
  )
}
