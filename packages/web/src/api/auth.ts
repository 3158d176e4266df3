import type {
  TChangePasswordBody,
  TCredentialsBody,
  TLoginResponse,
  TRegisterBody,
  TRegisterResponse,
  TRegistrationInfo,
  TUser,
  TVersionResponse,
} from '@unikflow/graph'
import { http } from './client'

export async function login(body: TCredentialsBody): Promise<TLoginResponse> {
  const res = await http.post<TLoginResponse>('/auth/login', body, { skipAuthRefresh: true })
  return res.data
}

export async function register(body: TRegisterBody): Promise<TRegisterResponse> {
  const res = await http.post<TRegisterResponse>('/auth/register', body, { skipAuthRefresh: true })
  return res.data
}

/** Who may register (open, by invitation, closed): the sign-in page shows the Register tab accordingly. */
export async function getRegistration(): Promise<TRegistrationInfo> {
  const res = await http.get<TRegistrationInfo>('/auth/registration', { skipAuthRefresh: true })
  return res.data
}

export async function getMe(): Promise<TUser> {
  const res = await http.get<TUser>('/auth/me')
  return res.data
}

export async function logout(): Promise<void> {
  await http.post('/auth/logout', undefined, { skipAuthRefresh: true })
}

export async function changePassword(body: TChangePasswordBody): Promise<void> {
  await http.post('/auth/change-password', body)
}

export async function getVersion(): Promise<TVersionResponse> {
  const res = await http.get<TVersionResponse>('/version')
  return res.data
}
