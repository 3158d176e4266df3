/** Paths of the document store screens (spec §2), all inside a unik. */
const unikBase = (unikId: string) => `/uniks/${encodeURIComponent(unikId)}/document-stores`
const enc = encodeURIComponent

export const storesUrl = (unikId: string) => unikBase(unikId)
export const storeUrl = (unikId: string, storeId: string) => `${unikBase(unikId)}/${enc(storeId)}`
/** The add-loader page of a loader node (`name`), or a saved loader with `?loaderId=`. */
export const loaderUrl = (unikId: string, storeId: string, name: string, loaderId?: string) =>
  `${unikBase(unikId)}/${enc(storeId)}/${enc(name)}${loaderId ? `?loaderId=${enc(loaderId)}` : ''}`
export const chunksUrl = (unikId: string, storeId: string, loaderId: string) =>
  `${unikBase(unikId)}/chunks/${enc(storeId)}/${enc(loaderId)}`
export const vectorUrl = (unikId: string, storeId: string) => `${unikBase(unikId)}/vector/${enc(storeId)}`
export const queryUrl = (unikId: string, storeId: string) => `${unikBase(unikId)}/query/${enc(storeId)}`

/** `?new=1` on the stores page opens its "Add" dialog at once (the unik dashboard's "New document store"). */
export const NEW_STORE_PARAM = 'new'
export const newStoreUrl = (unikId: string) => `${unikBase(unikId)}?${NEW_STORE_PARAM}=1`
