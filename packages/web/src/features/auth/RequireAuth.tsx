import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { PageLoader } from '../../ui/PageLoader'
import { useAuth, type AuthRedirectState } from './authContext'

/** Pages behind login: anonymous visitors go to /auth, which brings them back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth()
  const location = useLocation()
  if (status === 'loading') return <PageLoader />
  if (status === 'anonymous') {
    const state: AuthRedirectState = { from: location.pathname + location.search + location.hash }
    return <Navigate to="/auth" replace state={state} />
  }
  return children
}
