// Thin API helpers for journeys that need data set up before the browser acts.
import type { TLoginResponse, TUnik } from '@unikflow/graph'

export async function registerUser(baseUrl: string, email: string, password: string): Promise<void> {
  const res = await fetch(`${baseUrl}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`register ${email}: ${res.status} ${await res.text()}`)
}

export async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`)
  const body = (await res.json()) as TLoginResponse
  return body.token
}

export async function createUnik(baseUrl: string, token: string, name: string): Promise<TUnik> {
  const res = await fetch(`${baseUrl}/api/v1/uniks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name, description: '' }),
  })
  if (!res.ok) throw new Error(`create unik: ${res.status}`)
  return (await res.json()) as TUnik
}
