import { lazy, Suspense, useState } from 'react'
import { useAppSelector } from '../store'

// The dialog (MUI's Dialog and its parts) loads when a confirmation is first asked for, not with the shell
// that every page loads: /auth never asks one. Once loaded it stays mounted, so it animates closed as before.
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })))

export function LazyConfirmDialog() {
  const show = useAppSelector((s) => s.confirm.show)
  const [asked, setAsked] = useState(show)
  if (show && !asked) setAsked(true)
  if (!asked) return null
  return (
    <Suspense fallback={null}>
      <ConfirmDialog />
    </Suspense>
  )
}
