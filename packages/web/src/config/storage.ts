import { StorageKeys } from './constants'

/** localStorage may be missing (tests, privacy modes): every access is guarded. */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

export function readItem(key: string): string | null {
  return storage()?.getItem(key) ?? null
}

export function writeItem(key: string, value: string): void {
  storage()?.setItem(key, value)
}

export function removeItem(key: string): void {
  storage()?.removeItem(key)
}

export const tokenStore = {
  get: (): string | null => readItem(StorageKeys.token),
  set: (token: string): void => writeItem(StorageKeys.token, token),
  clear: (): void => removeItem(StorageKeys.token),
}
