import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { TFlowReleases } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import {
  getFlowReleases,
  releaseFlow,
  rollbackRelease,
  setReleaseExplicitly,
} from '../../../api/flow-releases'
import { useConfirm } from '../../../ui/useConfirm'
import { useNotify } from '../../../ui/useNotify'

export const flowReleaseKeys = {
  of: (unikId: string, flowId: string) => ['uniks', unikId, 'chatflows', 'releases', flowId] as const,
}

/** A flow's releases and what the Releases panel does with them (each change toasts its outcome). */
export function useFlowReleases(unikId: string, flowId: string, enabled: boolean) {
  const { t } = useTranslation('canvas')
  const notify = useNotify()
  const confirm = useConfirm()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const key = flowReleaseKeys.of(unikId, flowId)
  const query = useQuery({
    queryKey: key,
    queryFn: () => getFlowReleases(unikId, flowId),
    enabled,
    staleTime: 0,
  })

  /** Runs a change, toasting `done` of its outcome (or the error after `failed`); true when it went through. */
  const change = async <T>(work: () => Promise<T>, done: (outcome: T) => string, failed: string) => {
    setBusy(true)
    try {
      notify.success(done(await work()))
      return true
    } catch (error) {
      notify.error(error, failed)
      return false
    } finally {
      setBusy(false)
      await queryClient.invalidateQueries({ queryKey: key })
    }
  }
  const keep = (releases: TFlowReleases) => queryClient.setQueryData(key, releases)

  return {
    query,
    busy,
    setExplicit: (on: boolean) =>
      change(
        async () => keep(await setReleaseExplicitly(unikId, flowId, on)),
        () => (on ? t('releases.turnedOn') : t('releases.turnedOff')),
        t('releases.failed'),
      ),
    release: (note: string) =>
      change(
        () => releaseFlow(unikId, flowId, { note }),
        (made) => t('releases.released', { release: made.release }),
        t('releases.failed'),
      ),
    rollback: async (release: number) => {
      const ok = await confirm({
        title: t('releases.rollbackTitle', { release }),
        description: t('releases.rollbackDescription'),
        confirmButtonName: t('releases.rollback'),
      })
      if (!ok) return false
      return change(
        async () => keep(await rollbackRelease(unikId, flowId, release)),
        () => t('releases.rolledBack', { release }),
        t('releases.failed'),
      )
    },
  }
}
