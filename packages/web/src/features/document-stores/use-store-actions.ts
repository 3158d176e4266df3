import { useNavigate } from 'react-router'
import type { TDocumentLoader, TDocumentStore } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '../../ui/useConfirm'
import { useNotify } from '../../ui/useNotify'
import { useDeleteLoader, useDeleteStore, useProcessLoader, useUpsert } from './queries'
import { storesUrl } from './store-urls'

/** What the store page does: process a loader, upsert, delete a loader or the store (after a confirm). */
export function useStoreActions(unikId: string, storeId: string, store: TDocumentStore | undefined) {
  const { t } = useTranslation(['document-store', 'vector-store', 'translation'])
  const navigate = useNavigate()
  const confirm = useConfirm()
  const notify = useNotify()
  const processLoader = useProcessLoader(unikId, storeId)
  const deleteLoader = useDeleteLoader(unikId, storeId)
  const deleteStore = useDeleteStore(unikId)
  const upsert = useUpsert(unikId, storeId)
  const process = async (loader: TDocumentLoader) => {
    try {
      await processLoader.mutateAsync(loader.id)
      notify.success(t('processStarted'))
    } catch (e) {
      notify.error(e, t('processFailed'))
    }
  }
  const runUpsert = async () => {
    try {
      await upsert.mutateAsync()
      notify.success(t('vector-store:upserted'))
    } catch (e) {
      notify.error(e, t('vector-store:upsertFailed'))
    }
  }
  const removeLoader = async (loader: TDocumentLoader) => {
    const ok = await confirm({
      title: t('deleteLoaderTitle'),
      description: t('deleteLoaderDescription'),
      confirmButtonName: t('translation:common.delete'),
      cancelButtonName: t('translation:common.cancel'),
    })
    if (!ok) return
    try {
      await deleteLoader.mutateAsync(loader.id)
      notify.success(t('loaderDeleted'))
    } catch (e) {
      notify.error(e, t('loaderDeleteFailed'))
    }
  }
  const removeStore = async () => {
    if (!store) return
    const ok = await confirm({
      title: t('deleteTitle'),
      description: t('deleteDescription', { name: store.name }),
      confirmButtonName: t('translation:common.delete'),
      cancelButtonName: t('translation:common.cancel'),
    })
    if (!ok) return
    try {
      await deleteStore.mutateAsync(storeId)
      notify.success(t('deleted'))
      void navigate(storesUrl(unikId))
    } catch (e) {
      notify.error(e, t('deleteFailed'))
    }
  }
  return { process, runUpsert, removeLoader, removeStore, upsert, deleteStore }
}
