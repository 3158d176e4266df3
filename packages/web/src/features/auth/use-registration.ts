import { useEffect, useState } from 'react'
import type { TRegistrationMode } from '@unikflow/graph'
import { getRegistration } from '../../api/auth'

/** Who may register (asked of the server once); `onFirstAccount` runs when no account exists yet. */
export function useRegistration(onFirstAccount: () => void) {
  const [registration, setRegistration] = useState<TRegistrationMode>('open')
  const [firstAccount, setFirstAccount] = useState(false)
  useEffect(() => {
    // Unreachable or old server: keep the Register tab; the server refuses what it does not allow.
    getRegistration().then(
      (info) => {
        setRegistration(info.mode)
        setFirstAccount(info.firstAccount)
        // A fresh install has no account yet: there is nobody to sign in, so it opens on Create account.
        if (info.firstAccount) onFirstAccount()
      },
      () => undefined,
    )
    // Asked once, on the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return { registration, firstAccount }
}
