import { hkdfSync } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60
const ISSUER = 'unikflow'
const AUDIENCE = 'unikflow-api'

export interface AccessTokens {
  sign(userId: string): Promise<string>
  /** The user id of a valid token, or undefined for any invalid/expired one. */
  verify(token: string): Promise<string | undefined>
}

/** HS256 tokens with a key derived from the token key (never the credential secret), so the raw key is never used directly. */
export function createAccessTokens(secretKey: string): AccessTokens {
  const key = new Uint8Array(hkdfSync('sha256', secretKey, 'unikflow', 'access-jwt-hs256', 32))
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        })
        return payload.sub
      } catch {
        return undefined
      }
    },
  }
}
