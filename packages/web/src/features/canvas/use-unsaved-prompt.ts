import { useCallback, useEffect, useRef } from 'react'
import { useBlocker } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '../../ui/useConfirm'

/** Asks before leaving with unsaved changes: in-app navigation (router blocker) and closing the tab. */
export function useUnsavedPrompt(isDirty: boolean): { allowNextNavigation: () => void } {
  const { t } = useTranslation('canvas')
  const confirm = useConfirm()
  // A navigation the editor starts itself right after saving or deleting (the dirty flag clears later).
  const allowed = useRef(false)
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allowed.current) {
      allowed.current = false
      return false
    }
    return isDirty && currentLocation.pathname !== nextLocation.pathname
  })

  useEffect(() => {
    if (blocker.state !== 'blocked') return
    let active = true
    void confirm({
      title: t('unsaved.title'),
      description: t('unsaved.description'),
      confirmButtonName: t('unsaved.leave'),
      cancelButtonName: t('unsaved.stay'),
    }).then((leave) => {
      if (!active) return
      if (leave) blocker.proceed()
      else blocker.reset()
    })
    return () => {
      active = false
    }
  }, [blocker, confirm, t])

  useEffect(() => {
    if (!isDirty) return
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault()
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [isDirty])

  return {
    allowNextNavigation: useCallback(() => {
      allowed.current = true
    }, []),
  }
}
