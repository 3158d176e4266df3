/**
 * The keys a unik list page's scaffold (`UnikListPage`, `useConfirmedDelete`) looks up in the page's
 * own namespace. Every namespace below has them all; `i18n/locales.test.ts` checks that.
 */
export const UNIK_LIST_NAMESPACES = [
  'credentials',
  'variables',
  'api-keys',
  'tools',
  'assistants',
  'document-store',
] as const

export const UNIK_LIST_KEYS = {
  title: 'title',
  noMatches: 'noMatches',
  emptyTitle: 'emptyTitle',
  emptyHint: 'emptyHint',
  emptyHintMember: 'emptyHintMember',
  deleteTitle: 'deleteTitle',
  deleted: 'deleted',
  deleteFailed: 'deleteFailed',
} as const

/** `t` of the page's namespace. */
export type PageTranslate = (key: string, options?: Record<string, unknown>) => string
