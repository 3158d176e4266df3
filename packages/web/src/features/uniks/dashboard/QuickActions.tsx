import { useRef, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined'
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined'
import { useTranslation } from 'react-i18next'
import { canvasUrl } from '../../chatflows/flow-kinds'
import { ExportDialog } from '../../export-import/ExportDialog'
import { ImportFileInput } from '../../export-import/ImportFileInput'
import { newStoreUrl } from './dashboard-links'

/**
 * The dashboard's first steps: a new chatflow, a new document store, and the unik's import and export
 * (the same as Settings → Import / Export). Editors only start and import; every member may export.
 */
export function QuickActions({ unikId, canEdit }: { unikId: string; canEdit: boolean }) {
  const { t } = useTranslation(['uniks', 'translation'])
  const importRef = useRef<HTMLInputElement>(null)
  const [exportOpen, setExportOpen] = useState(false)
  return (
    <Box
      component="nav"
      aria-label={t('dashboard.quickActions')}
      sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}
    >
      {canEdit && (
        <>
          <Button
            variant="contained"
            component={RouterLink}
            to={canvasUrl(unikId, 'CHATFLOW')}
            startIcon={<AccountTreeOutlined />}
          >
            {t('dashboard.newChatflow')}
          </Button>
          <Button
            variant="outlined"
            component={RouterLink}
            to={newStoreUrl(unikId)}
            startIcon={<LibraryBooksOutlined />}
          >
            {t('dashboard.newStore')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => importRef.current?.click()}
            startIcon={<FileUploadOutlined />}
          >
            {t('translation:header.import')}
          </Button>
          <ImportFileInput ref={importRef} unikId={unikId} />
        </>
      )}
      <Button variant="outlined" onClick={() => setExportOpen(true)} startIcon={<FileDownloadOutlined />}>
        {t('translation:header.export')}
      </Button>
      <ExportDialog unikId={unikId} open={exportOpen} onClose={() => setExportOpen(false)} />
    </Box>
  )
}
