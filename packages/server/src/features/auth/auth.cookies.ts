import type { FastifyReply, FastifyRequest } from 'fastify'
import type { IssuedRefreshToken } from './refresh-session'

export const REFRESH_COOKIE = 'unikflow_rt'
const COOKIE_PATH = '/api/v1/auth'

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  issued: IssuedRefreshToken,
): void {
  reply.setCookie(REFRESH_COOKIE, issued.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: COOKIE_PATH,
    expires: issued.expiresAt,
  })
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: COOKIE_PATH,
  })
}

export const readRefreshCookie = (request: FastifyRequest): string | undefined =>
  request.cookies[REFRESH_COOKIE] || undefined
