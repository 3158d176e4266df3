import { useRef } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined'
import DriveFolderUploadOutlined from '@mui/icons-material/DriveFolderUploadOutlined'
import { useTranslation } from 'react-i18next'
import { fileNamesOf, readFileAsFlowiseDataUrl } from './file-value'
import type { ParamFieldProps } from './param-types'

/**
 * file and folder params. Files are stored as Flowise stores them: `data:<mime>;base64,<data>,filename:<name>`;
 * several files (a folder, or `multiple`) as a JSON array of such strings.
 */
export function FileParam({ input, value, onChange }: ParamFieldProps) {
  const { t } = useTranslation('canvas')
  const ref = useRef<HTMLInputElement>(null)
  const folder = input.type === 'folder'
  const accept = typeof input.fileType === 'string' ? input.fileType : undefined
  const names = fileNamesOf(value)

  const onFiles = async (files: FileList | null) => {
    if (!files || files.length === 0) return
    const urls = await Promise.all([...files].map(readFileAsFlowiseDataUrl))
    onChange(urls.length === 1 && !folder ? urls[0] : JSON.stringify(urls))
  }

  return (
    <Box className="nodrag">
      <input
        ref={ref}
        type="file"
        hidden
        accept={accept}
        multiple={folder}
        {...(folder && { webkitdirectory: '' })}
        onChange={(e) => {
          void onFiles(e.target.files)
          e.target.value = ''
        }}
      />
      <Button
        size="small"
        variant="outlined"
        fullWidth
        startIcon={folder ? <DriveFolderUploadOutlined /> : <UploadFileOutlined />}
        onClick={() => ref.current?.click()}
      >
        {folder ? t('params.uploadFolder') : t('params.uploadFile')}
      </Button>
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ mt: 0.5, wordBreak: 'break-all' }}
      >
        {names.length > 0 ? names.join(', ') : t('params.noFile')}
      </Typography>
    </Box>
  )
}
