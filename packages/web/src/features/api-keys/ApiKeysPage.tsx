import { useState } from 'react'
import { useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Add from '@mui/icons-material/Add'
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined'
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined'
import { hasRoleAtLeast, type TApiKey } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { UnikListPage, useConfirmedDelete } from '../../ui/unik-list-page'
import { matchesSearch } from '../../ui/unik-lists'
import { useUnik } from '../uniks/queries'
import { ApiKeyDialog } from './ApiKeyDialog'
import { ApiKeysTable } from './ApiKeysTable'
import { ImportApiKeysDialog } from './ImportApiKeysDialog'
import { useApiKeys, useDeleteApiKey } from './queries'

/** The unik's API keys: masked keys, which flows use them, create (shown once), rename, delete, import. */
export default function ApiKeysPage() {
  const { unikId = '' } = useParams()
  const { t } = useTranslation(['api-keys', 'translation'])
  const unik = useUnik(unikId)
  // The server lets admins and owners change keys (a key opens the unik's flows to its holder).
  const canManage = unik.data !== undefined && hasRoleAtLeast(unik.data.role, 'admin')
  const list = useApiKeys(unikId)
  const { deleteItem, deleting } = useConfirmedDelete(useDeleteApiKey(unikId), t, (apiKey: TApiKey) =>
    apiKey.chatFlows.length > 0
      ? t('deleteInUse', {
          name: apiKey.keyName,
          count: apiKey.chatFlows.length,
          flows: apiKey.chatFlows.map((f) => f.flowName).join(', '),
        })
      : t('deleteDescription', { name: apiKey.keyName }),
  )
  const [search, setSearch] = useState('')
  const [dialog, setDialog] = useState<{ apiKey?: TApiKey } | null>(null)
  const [importing, setImporting] = useState(false)
  const items = (list.data ?? []).filter((k) => matchesSearch(search, k.keyName))
  return (
    <UnikListPage
      t={t}
      canEdit={canManage}
      search={search}
      onSearch={setSearch}
      actions={
        canManage && (
          <>
            <Button variant="outlined" startIcon={<FileUploadOutlined />} onClick={() => setImporting(true)}>
              {t('importKeys')}
            </Button>
            <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({})}>
              {t('createKey')}
            </Button>
          </>
        )
      }
      list={list}
      shown={items.length}
      emptyIcon={<VpnKeyOutlined />}
      note={
        <Alert severity="info" variant="outlined" role="note" sx={{ mb: 2 }}>
          {t('howToUse')}
        </Alert>
      }
    >
      {items.length > 0 && (
        <ApiKeysTable
          unikId={unikId}
          items={items}
          canManage={canManage}
          deleting={deleting}
          onEdit={(apiKey) => setDialog({ apiKey })}
          onDelete={(apiKey) => void deleteItem(apiKey)}
        />
      )}
      <ApiKeyDialog
        unikId={unikId}
        open={dialog !== null}
        apiKey={dialog?.apiKey}
        onClose={() => setDialog(null)}
      />
      {importing && <ImportApiKeysDialog unikId={unikId} onClose={() => setImporting(false)} />}
    </UnikListPage>
  )
}
