/**
 * `fetch` sending each request with the authorization `authorization()` answers at that moment (a token
 * asked or renewed per call), in place of the one the client set.
 */
export function authorizedFetch(
  fetch: typeof globalThis.fetch,
  authorization: () => Promise<string>,
): typeof globalThis.fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('authorization', await authorization())
    return fetch(input, { ...init, headers })
  }
}
