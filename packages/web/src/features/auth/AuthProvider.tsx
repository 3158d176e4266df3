import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import type { TUser } from '@unikflow/graph'
import * as authApi from '../../api/auth'
import { apiClient, setAuthFailureHandler } from '../../api/client'
import { TOKEN_REFRESH_INTERVAL_MS } from '../../config/constants'
import { tokenStore } from '../../config/storage'
import { takeMe } from '../../routes/preload-data'
import { AuthContext, type AuthContextValue, type AuthRedirectState, type AuthStatus } from './authContext'

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>(() => (tokenStore.get() ? 'loading' : 'anonymous'))
  const [user, setUser] = useState<TUser | null>(null)
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const pathRef = useRef(location.pathname + location.search)
  pathRef.current = location.pathname + location.search

  const endSession = useCallback(() => {
    tokenStore.clear()
    setUser(null)
    setStatus('anonymous')
    queryClient.clear()
  }, [queryClient])

  // A refresh that fails anywhere ends the session and sends the visitor to /auth.
  useEffect(() => {
    setAuthFailureHandler(() => {
      endSession()
      const from = pathRef.current
      const state: AuthRedirectState = from.startsWith('/auth') ? {} : { from }
      navigate('/auth', { replace: true, state })
    })
  }, [endSession, navigate])

  // The `me` check on load: a failure removes the token.
  useEffect(() => {
    if (!tokenStore.get()) return
    let active = true
    takeMe()
      .then((me) => {
        if (!active) return
        setUser(me)
        setStatus('authenticated')
      })
      .catch(() => {
        if (active) endSession()
      })
    return () => {
      active = false
    }
  }, [endSession])

  useEffect(() => {
    if (status !== 'authenticated') return
    const timer = window.setInterval(() => {
      apiClient.refreshAccessToken().catch(() => undefined)
    }, TOKEN_REFRESH_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [status])

  const login = useCallback(async (email: string, password: string) => {
    const { token, user: signedIn } = await authApi.login({ email, password })
    tokenStore.set(token)
    setUser(signedIn)
    setStatus('authenticated')
    return signedIn
  }, [])

  const register = useCallback(
    (email: string, password: string, inviteToken?: string) =>
      authApi.register({ email, password, ...(inviteToken ? { inviteToken } : {}) }),
    [],
  )

  const logout = useCallback(async () => {
    try {
      await authApi.logout()
    } catch {
      // The session ends locally even when the server cannot be reached.
    }
    endSession()
    navigate('/auth', { replace: true })
  }, [endSession, navigate])

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, login, register, logout }),
    [status, user, login, register, logout],
  )
  return <AuthContext value={value}>{children}</AuthContext>
}
