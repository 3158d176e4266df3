// Small protocols the server, the web app and the embed widget must agree on, one implementation each.
// A separate entry point (`@unikflow/graph/protocols`) keeps the widget's bundle free of the schemas.
export { createSseParser, type SseParser, type StreamEvent } from './sse-parser'
export { safeUrl } from './safe-url'
export { leadsToCsv, toCsv } from './csv'
export { unguardedCell } from './csv-unguard'
