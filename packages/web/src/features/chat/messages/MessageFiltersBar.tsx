import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { CHAT_TYPE_VALUES, type TChatType } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { CHAT_TYPE_LABELS, DEFAULT_FILTERS, type MessageFilters } from '../model/message-groups'

const FEEDBACK_OPTIONS = ['', 'any', 'THUMBS_UP', 'THUMBS_DOWN'] as const
const FEEDBACK_LABELS = {
  '': 'messages.feedbackAny',
  any: 'messages.feedbackWith',
  THUMBS_UP: 'messages.feedbackUp',
  THUMBS_DOWN: 'messages.feedbackDown',
} as const

function isFeedback(value: string): value is MessageFilters['feedback'] {
  return (FEEDBACK_OPTIONS as readonly string[]).includes(value)
}

/** Date range, chat type and feedback filters of the View messages dialog. */
export function MessageFiltersBar({
  value,
  onChange,
}: {
  value: MessageFilters
  onChange: (next: MessageFilters) => void
}) {
  const { t } = useTranslation('chatmessage')
  const toggleType = (type: TChatType, on: boolean) =>
    onChange({
      ...value,
      chatTypes: on ? [...value.chatTypes, type] : value.chatTypes.filter((c) => c !== type),
    })
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <TextField
        type="date"
        size="small"
        label={t('messages.from')}
        value={value.startDate}
        onChange={(e) => onChange({ ...value, startDate: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.endDate || undefined } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('messages.to')}
        value={value.endDate}
        onChange={(e) => onChange({ ...value, endDate: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.startDate || undefined } }}
      />
      <TextField
        select
        size="small"
        label={t('messages.feedback')}
        value={value.feedback}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        onChange={(e) => {
          if (isFeedback(e.target.value)) onChange({ ...value, feedback: e.target.value })
        }}
        sx={{ minWidth: 160 }}
      >
        {FEEDBACK_OPTIONS.map((o) => (
          <MenuItem key={o} value={o}>
            {t(FEEDBACK_LABELS[o])}
          </MenuItem>
        ))}
      </TextField>
      <Box role="group" aria-label={t('messages.chatType')} sx={{ display: 'flex' }}>
        {CHAT_TYPE_VALUES.map((type) => (
          <FormControlLabel
            key={type}
            control={
              <Checkbox
                size="small"
                checked={value.chatTypes.includes(type)}
                onChange={(e) => toggleType(type, e.target.checked)}
              />
            }
            label={t(CHAT_TYPE_LABELS[type])}
          />
        ))}
      </Box>
      <Button size="small" onClick={() => onChange(DEFAULT_FILTERS)} disabled={value === DEFAULT_FILTERS}>
        {t('messages.reset')}
      </Button>
    </Box>
  )
}
