import { useTranslation } from 'react-i18next'
import type { TUnik } from '@unikflow/graph'
import { useConfirm } from '../../ui/useConfirm'
import { useNotify } from '../../ui/useNotify'
import { useDeleteUnik } from './queries'

/** Confirm, delete, report. Resolves true when the unik was deleted. */
export function useDeleteUnikFlow(): (unik: TUnik) => Promise<boolean> {
  const { t } = useTranslation(['uniks', 'translation'])
  const confirm = useConfirm()
  const notify = useNotify()
  const remove = useDeleteUnik()
  return async (unik: TUnik) => {
    const ok = await confirm({
      title: t('deleteTitle'),
      description: t('deleteDescription', { name: unik.name }),
      confirmButtonName: t('translation:common.delete'),
      cancelButtonName: t('translation:common.cancel'),
    })
    if (!ok) return false
    try {
      await remove.mutateAsync(unik.id)
      notify.success(t('deleted'))
      return true
    } catch (e) {
      notify.error(e)
      return false
    }
  }
}
