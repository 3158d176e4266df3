/** Layout and behaviour constants from the product spec (docs/product.md#limits-and-constants). */
export const HEADER_HEIGHT = 80
export const DRAWER_WIDTH = 260
export const LOGO_WIDTH = 150
export const CARD_MAX_WIDTH = 1280
export const BORDER_RADIUS = 12
export const FONT_FAMILY = `'Roboto', sans-serif`

/** Access tokens live 60 minutes; the client renews them well before that. */
export const TOKEN_REFRESH_INTERVAL_MS = 50 * 60 * 1000

export const SNACKBAR_MAX = 3
export const SNACKBAR_AUTO_HIDE_MS = 5000

export const API_BASE = '/api/v1'
export const API_DOCS_URL = `${API_BASE}/docs`

/** Public release feed of the project; the About dialog shows the newest release from it. */
export const LATEST_RELEASE_URL = 'https://api.github.com/repos/unikflow/unikflow/releases/latest'
export const LATEST_RELEASE_TIMEOUT_MS = 4000

export const StorageKeys = {
  token: 'token',
  isDarkMode: 'isDarkMode',
  isHorizontal: 'isHorizontal',
  language: 'i18nextLng',
} as const

export const ADMIN_PAGE_SIZE = 20
