/** Ends every switch over a closed union: adding a member without handling it fails to compile. */
export function exhaustiveSwitchError(value: never, message?: string): never {
  throw new Error(message ?? `Unknown switch value: ${JSON.stringify(value)}`)
}
