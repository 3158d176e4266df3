import { useNavigate } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Add from '@mui/icons-material/Add'
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined'
import CodeOutlined from '@mui/icons-material/CodeOutlined'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import SearchOutlined from '@mui/icons-material/SearchOutlined'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import type { TDocumentStore } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { queryUrl, vectorUrl } from './store-urls'

/** The store page's buttons: add loader, upsert config, upsert, retrieval test, API, rename, delete. */
export function StoreActions(props: {
  unikId: string
  store: TDocumentStore
  canEdit: boolean
  upserting: boolean
  deleting: boolean
  onAddLoader: () => void
  onUpsert: () => void
  onShowApi: () => void
  onRename: () => void
  onDelete: () => void
}) {
  const { unikId, store: data, canEdit, upserting, deleting } = props
  const { onAddLoader, onUpsert, onShowApi, onRename, onDelete } = props
  const { t } = useTranslation(['document-store', 'vector-store', 'translation'])
  const navigate = useNavigate()
  const storeId = data.id
  const hasChunks = data.totalChunks > 0
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {canEdit && (
        <Button variant="contained" startIcon={<Add />} onClick={onAddLoader}>
          {t('addLoader')}
        </Button>
      )}
      <Button
        variant="outlined"
        startIcon={<SettingsOutlined />}
        disabled={!hasChunks}
        onClick={() => void navigate(vectorUrl(unikId, storeId))}
      >
        {t('upsertConfig')}
      </Button>
      {canEdit && data.embeddingConfig && (
        <Button
          variant="outlined"
          startIcon={<CloudUploadOutlined />}
          loading={upserting}
          disabled={!hasChunks}
          onClick={onUpsert}
        >
          {t('vector-store:upsert')}
        </Button>
      )}
      <Button
        variant="outlined"
        startIcon={<SearchOutlined />}
        disabled={!data.vectorStoreConfig}
        onClick={() => void navigate(queryUrl(unikId, storeId))}
      >
        {t('retrievalTest')}
      </Button>
      <Button variant="outlined" startIcon={<CodeOutlined />} onClick={onShowApi}>
        {t('api')}
      </Button>
      {canEdit && (
        <Button variant="text" startIcon={<EditOutlined />} onClick={onRename}>
          {t('rename')}
        </Button>
      )}
      {canEdit && (
        <Button
          variant="text"
          color="error"
          startIcon={<DeleteOutline />}
          onClick={onDelete}
          disabled={deleting}
        >
          {t('deleteStore')}
        </Button>
      )}
    </Box>
  )
}
