import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import Close from '@mui/icons-material/Close'
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined'
import { useTranslation } from 'react-i18next'

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`

/** Shown instead of the question box while the mic records: a blinking dot, the time, cancel and stop. */
export function ChatRecordingBar({
  seconds,
  onCancel,
  onFinish,
}: {
  seconds: number
  onCancel: () => void
  onFinish: () => void
}) {
  const { t } = useTranslation('chatmessage')
  return (
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
        {t('recording', { time: clock(seconds) })}
      </Typography>
      <Tooltip title={t('cancelRecording')}>
        <IconButton aria-label={t('cancelRecording')} onClick={onCancel}>
          <Close />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('stopRecording')}>
        <IconButton aria-label={t('stopRecording')} color="primary" onClick={onFinish}>
          <StopCircleOutlined />
        </IconButton>
      </Tooltip>
    </Box>
  )
}
