import { createContext, useContext } from 'react'
import type { TRegisterResponse, TUser } from '@unikflow/graph'

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous'

export interface AuthContextValue {
  status: AuthStatus
  user: TUser | null
  login: (email: string, password: string) => Promise<TUser>
  register: (email: string, password: string, inviteToken?: string) => Promise<TRegisterResponse>
  logout: () => Promise<void>
}

export const AuthContext = createContext<AuthContextValue | null>(null)

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>')
  return value
}

/** Where a visitor sent to /auth wanted to go; React Router keeps it in the location state. */
export interface AuthRedirectState {
  from?: string
}

export function readRedirect(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined
  const from = Reflect.get(state, 'from')
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/auth') ? from : undefined
}
