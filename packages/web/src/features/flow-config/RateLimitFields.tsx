import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { SectionHeading as Heading } from './SectionHeading'

export type RateLimitValues = { rateOn: boolean; limitMax: string; limitDuration: string; limitMsg: string }

/** Rate limit on or off, how many calls per how many seconds, and the message past the limit. */
export function RateLimitFields({
  value,
  onChange,
  maxError,
  durationError,
}: {
  value: RateLimitValues
  onChange: (patch: Partial<RateLimitValues>) => void
  /** Shown once the user tried to save. */
  maxError: boolean
  durationError: boolean
}) {
  const { t } = useTranslation('chatflows')
  return (
    <>
      <Heading>{t('config.security.rateLimit')}</Heading>
      <FormControlLabel
        control={<Switch checked={value.rateOn} onChange={(e) => onChange({ rateOn: e.target.checked })} />}
        label={t('config.security.rateLimitOn')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          size="small"
          label={t('config.security.limitMax')}
          value={value.limitMax}
          onChange={(e) => onChange({ limitMax: e.target.value })}
          error={maxError}
          helperText={maxError ? t('config.security.limitMaxInvalid') : undefined}
        />
        <TextField
          size="small"
          label={t('config.security.limitDuration')}
          value={value.limitDuration}
          onChange={(e) => onChange({ limitDuration: e.target.value })}
          error={durationError}
          helperText={durationError ? t('config.security.limitDurationInvalid') : undefined}
        />
      </Stack>
      <TextField
        size="small"
        label={t('config.security.limitMsg')}
        value={value.limitMsg}
        onChange={(e) => onChange({ limitMsg: e.target.value })}
      />
    </>
  )
}
