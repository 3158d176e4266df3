import { useState } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Check from '@mui/icons-material/Check'
import Close from '@mui/icons-material/Close'
import { CHATFLOW_NAME_MAX } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'

/** The flow's name edited in place in the canvas header; an empty name is refused with the spec's text. */
export function NameEditor({
  name,
  onDone,
  onCancel,
}: {
  name: string
  onDone: (name: string) => void
  onCancel: () => void
}) {
  const { t } = useTranslation(['canvas', 'chatflows'])
  const [value, setValue] = useState(name)
  const [touched, setTouched] = useState(false)
  const invalid = value.trim() === ''
  const submit = () => {
    setTouched(true)
    if (!invalid) onDone(value.trim())
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <TextField
        autoFocus
        size="small"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit()
          if (e.key === 'Escape') onCancel()
        }}
        error={touched && invalid}
        helperText={touched && invalid ? t('chatflows:nameRequired') : undefined}
        slotProps={{ htmlInput: { 'aria-label': t('header.name'), maxLength: CHATFLOW_NAME_MAX } }}
        sx={{ minWidth: 240 }}
      />
      <IconButton aria-label={t('header.confirmName')} onClick={submit} color="primary">
        <Check />
      </IconButton>
      <IconButton aria-label={t('header.cancelName')} onClick={onCancel}>
        <Close />
      </IconButton>
    </Box>
  )
}

/** Back, name with inline rename, viewers, undo/redo, Save and the flow settings menu. */
