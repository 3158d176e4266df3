import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { TLoginResponse, TUnik, TUser } from '@unikflow/graph'

export const PASSWORD = 'Passw0rd-1'

export interface Session {
  token: string
  user: TUser
  /** The refresh cookie value as set by the server. */
  refreshToken: string
  auth: { authorization: string }
}

export function refreshCookieOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'unikflow_rt')?.value
}

export async function register(app: FastifyInstance, email: string, password = PASSWORD) {
  return app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email, password } })
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD, ip?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    ...(ip ? { remoteAddress: ip } : {}),
  })
}

/** Registers (if needed) and signs in; fails the test loudly when either step does not work. */
export async function signUp(app: FastifyInstance, email: string): Promise<Session> {
  const reg = await register(app, email)
  if (reg.statusCode !== 201) throw new Error(`register ${email}: ${reg.statusCode} ${reg.body}`)
  return signIn(app, email)
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD): Promise<Session> {
  const res = await login(app, email, password)
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`)
  const body = res.json<TLoginResponse>()
  const refreshToken = refreshCookieOf(res)
  if (!refreshToken) throw new Error('login set no refresh cookie')
  return { token: body.token, user: body.user, refreshToken, auth: { authorization: `Bearer ${body.token}` } }
}

export async function createUnik(app: FastifyInstance, session: Session, name: string): Promise<TUnik> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/uniks',
    headers: session.auth,
    payload: { name, description: `${name} description` },
  })
  if (res.statusCode !== 201) throw new Error(`create unik: ${res.statusCode} ${res.body}`)
  return res.json<TUnik>()
}

export async function addMember(
  app: FastifyInstance,
  owner: Session,
  unikId: string,
  email: string,
  role: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/v1/uniks/${unikId}/members`,
    headers: owner.auth,
    payload: { email, role },
  })
}
