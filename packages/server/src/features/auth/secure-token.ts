import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes, URL-safe. Only its sha256 is stored. */
export const generateToken = (): string => randomBytes(32).toString('base64url')
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')
