import type { Dispatch, SetStateAction } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined'
import type { TDocumentLoader } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import type { fileInput } from './node-config'
import { formatBytes } from './store-format'

/** The loader's files: an upload button, the files kept from before and the ones picked now. */
export function LoaderFilesField({
  fileParam,
  missing,
  keptFiles,
  files,
  onFilesChange,
  onRemoveKept,
}: {
  fileParam: NonNullable<ReturnType<typeof fileInput>>
  missing: string[]
  keptFiles: TDocumentLoader['files']
  files: File[]
  onFilesChange: Dispatch<SetStateAction<File[]>>
  onRemoveKept: (id: string) => void
}) {
  const { t } = useTranslation('document-store')
  return (
    <Box>
      <Button
        variant="outlined"
        component="label"
        startIcon={<UploadFileOutlined />}
        color={missing.includes(fileParam.name) ? 'error' : 'primary'}
      >
        {t('uploadFiles')}
        <input
          hidden
          type="file"
          multiple
          accept={fileParam.fileType}
          data-testid="loader-file-input"
          onChange={(e) => {
            const picked = Array.from(e.target.files ?? [])
            onFilesChange((prev) => [...prev, ...picked])
            e.target.value = ''
          }}
        />
      </Button>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {t('acceptedFiles', { types: fileParam.fileType ?? '*' })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 1 }}>
        {keptFiles.map((f) => (
          <Chip key={f.id} label={`${f.name} · ${formatBytes(f.size)}`} onDelete={() => onRemoveKept(f.id)} />
        ))}
        {files.map((f, i) => (
          <Chip
            key={`${f.name}-${i}`}
            color="primary"
            variant="outlined"
            label={`${f.name} · ${formatBytes(f.size)}`}
            onDelete={() => onFilesChange((prev) => prev.filter((_, j) => j !== i))}
          />
        ))}
      </Box>
    </Box>
  )
}
