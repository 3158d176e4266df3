import { useRef, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined'
import type { TOpenAIAssistantFile } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { uploadOpenAIFiles } from '../../api/assistants'
import { useNotify } from '../../ui/useNotify'
import { readUpload } from '../document-stores/node-config'
import { formatBytes } from '../document-stores/store-format'

/** Files of one tool (code interpreter or file search): uploaded to the provider on choice, removable. */
export function OpenAIFilesField(props: {
  unikId: string
  label: string
  credential: string
  files: TOpenAIAssistantFile[]
  onChange: (files: TOpenAIAssistantFile[]) => void
  disabled: boolean
}) {
  const { t } = useTranslation('assistants')
  const notify = useNotify()
  const input = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  const upload = async (list: FileList | null) => {
    if (!list || list.length === 0) return
    setUploading(true)
    try {
      const files = await Promise.all([...list].map(readUpload))
      const uploaded = await uploadOpenAIFiles(props.unikId, { credential: props.credential, files })
      props.onChange([...props.files, ...uploaded])
    } catch (e) {
      notify.error(e, t('openai.uploadFailed'))
    } finally {
      setUploading(false)
      if (input.current) input.current.value = ''
    }
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          {props.label}
        </Typography>
        <Button
          size="small"
          startIcon={<UploadFileOutlined />}
          loading={uploading}
          disabled={props.disabled || !props.credential}
          onClick={() => input.current?.click()}
        >
          {t('openai.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label={props.label}
          onChange={(e) => void upload(e.target.files)}
        />
      </Box>
      {props.files.length === 0 ? (
        <Typography variant="caption" color="text.secondary">
          {props.credential ? t('openai.noFiles') : t('openai.credentialFirst')}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {props.files.map((f) => (
            <Chip
              key={f.id}
              size="small"
              label={`${f.filename} · ${formatBytes(f.bytes)}`}
              {...(props.disabled
                ? {}
                : { onDelete: () => props.onChange(props.files.filter((x) => x.id !== f.id)) })}
            />
          ))}
        </Box>
      )}
    </Box>
  )
}
