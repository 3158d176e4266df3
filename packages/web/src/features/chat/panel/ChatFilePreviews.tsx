import { useEffect, useMemo } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Close from '@mui/icons-material/Close'
import { useTranslation } from 'react-i18next'

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

/** The files picked for the next question, each removable before sending. */
export function ChatFilePreviews({ files, onRemove }: { files: File[]; onRemove: (index: number) => void }) {
  const { t } = useTranslation('chatmessage')
  if (files.length === 0) return null
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 1 }}>
      {files.map((f, i) => (
        <FilePreview
          key={`${f.name}-${i}`}
          file={f}
          label={t('removeAttachment', { name: f.name })}
          onRemove={() => onRemove(i)}
        />
      ))}
    </Box>
  )
}
