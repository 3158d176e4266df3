import { useCallback } from 'react'
import { useAppDispatch } from '../store'
import { hideConfirm, showConfirm, type ConfirmPayload } from '../store/confirmSlice'

// One dialog at a time; the pending promise is settled by ConfirmDialog through `settleConfirm`.
let pending: ((ok: boolean) => void) | null = null

export function settleConfirm(ok: boolean): void {
  const resolve = pending
  pending = null
  resolve?.(ok)
}

/** `const ok = await confirm({ title, description })` — true when the user confirms. */
export function useConfirm(): (payload: ConfirmPayload) => Promise<boolean> {
  const dispatch = useAppDispatch()
  return useCallback(
    (payload: ConfirmPayload) => {
      settleConfirm(false)
      dispatch(showConfirm(payload))
      return new Promise<boolean>((resolve) => {
        pending = (ok) => {
          dispatch(hideConfirm())
          resolve(ok)
        }
      })
    },
    [dispatch],
  )
}
