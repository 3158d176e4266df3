import { useState } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import Button from '@mui/material/Button'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Add from '@mui/icons-material/Add'
import GridViewOutlined from '@mui/icons-material/GridViewOutlined'
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined'
import ViewListOutlined from '@mui/icons-material/ViewListOutlined'
import type { TDocumentStore } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { readItem, writeItem } from '../../config/storage'
import { UnikListPage, useConfirmedDelete } from '../../ui/unik-list-page'
import { matchesSearch, useCanEditUnik } from '../../ui/unik-lists'
import { useDeleteStore, useStores } from './queries'
import { StoreDialog } from './StoreDialog'
import { StoreCards, StoresTable } from './StoresTable'
import { NEW_STORE_PARAM, storeUrl } from './store-urls'

const VIEW_KEY = 'documentStoreView'
type View = 'grid' | 'list'

/** The unik's document stores, as cards or a table: create, rename, delete, open. */
export default function DocumentStoresPage() {
  const { unikId = '' } = useParams()
  const { t } = useTranslation(['document-store', 'translation'])
  const navigate = useNavigate()
  const canEdit = useCanEditUnik(unikId)
  const list = useStores(unikId)
  const { deleteItem, deleting } = useConfirmedDelete(useDeleteStore(unikId), t, (store: TDocumentStore) =>
    t('deleteDescription', { name: store.name }),
  )
  const [search, setSearch] = useState('')
  const [view, setView] = useState<View>(() => (readItem(VIEW_KEY) === 'list' ? 'list' : 'grid'))
  const [searchParams, setSearchParams] = useSearchParams()
  // Opened with ?new=1 (the dashboard's "New document store"): the Add dialog at once.
  const [dialog, setDialog] = useState<{ store?: TDocumentStore } | null>(() =>
    searchParams.has(NEW_STORE_PARAM) ? {} : null,
  )
  const closeDialog = () => {
    setDialog(null)
    if (searchParams.has(NEW_STORE_PARAM)) setSearchParams({}, { replace: true })
  }
  const items = (list.data ?? []).filter((s) => matchesSearch(search, s.name, s.description))
  const props = {
    stores: items,
    canEdit,
    deleting,
    onOpen: (store: TDocumentStore) => void navigate(storeUrl(unikId, store.id)),
    onEdit: (store: TDocumentStore) => setDialog({ store }),
    onDelete: (store: TDocumentStore) => void deleteItem(store),
  }

  return (
    <UnikListPage
      t={t}
      canEdit={canEdit}
      search={search}
      onSearch={setSearch}
      actions={
        <>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_e, next: View | null) => {
              if (!next) return
              setView(next)
              writeItem(VIEW_KEY, next)
            }}
          >
            <ToggleButton value="grid" aria-label={t('gridView')}>
              <GridViewOutlined fontSize="small" />
            </ToggleButton>
            <ToggleButton value="list" aria-label={t('listView')}>
              <ViewListOutlined fontSize="small" />
            </ToggleButton>
          </ToggleButtonGroup>
          {canEdit && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({})}>
              {t('addStore')}
            </Button>
          )}
        </>
      }
      list={list}
      shown={items.length}
      emptyIcon={<LibraryBooksOutlined />}
    >
      {items.length > 0 && (view === 'grid' ? <StoreCards {...props} /> : <StoresTable {...props} />)}
      <StoreDialog
        unikId={unikId}
        open={dialog !== null}
        store={dialog?.store}
        onClose={closeDialog}
        onCreated={(store) => void navigate(storeUrl(unikId, store.id))}
      />
    </UnikListPage>
  )
}
