import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import AttachFile from '@mui/icons-material/AttachFile'
import MicNone from '@mui/icons-material/MicNone'
import Send from '@mui/icons-material/Send'
import Stop from '@mui/icons-material/Stop'
import { useTranslation } from 'react-i18next'

/** The buttons at the end of the question box: attach and mic when offered, then Stop or Send. */
export function ChatInputButtons({
  showAttach,
  showMic,
  busy,
  disabled,
  canSend,
  onAttach,
  onRecord,
  onStop,
  onSend,
}: {
  showAttach: boolean
  showMic: boolean
  busy: boolean
  disabled: boolean
  canSend: boolean
  onAttach: () => void
  onRecord: () => void
  onStop: () => void
  onSend: () => void
}) {
  const { t } = useTranslation('chatmessage')
  return (
    <>
      {showAttach && (
        <Tooltip title={t('attach')}>
          <span>
            <IconButton aria-label={t('attach')} disabled={disabled || busy} onClick={onAttach}>
              <AttachFile fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
      {showMic && (
        <Tooltip title={t('record')}>
          <span>
            <IconButton aria-label={t('record')} disabled={disabled || busy} onClick={onRecord}>
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
            <IconButton aria-label={t('send')} color="primary" disabled={!canSend} onClick={onSend}>
              <Send fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </>
  )
}
