import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import { useTranslation } from 'react-i18next'

/** The saved tool's Export and Delete buttons at the start of the dialog's actions. */
export function ToolFormActions({
  canExport,
  canDelete,
  busy,
  onExport,
  onDelete,
}: {
  canExport: boolean
  canDelete: boolean
  busy: boolean
  onExport: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation(['tools', 'translation'])
  return (
    <>
      {canExport && (
        <Button startIcon={<FileDownloadOutlined />} onClick={onExport}>
          {t('export')}
        </Button>
      )}
      {canDelete && (
        <Button color="error" startIcon={<DeleteOutline />} disabled={busy} onClick={onDelete}>
          {t('translation:common.delete')}
        </Button>
      )}
      <Box sx={{ flexGrow: 1 }} />
    </>
  )
}
