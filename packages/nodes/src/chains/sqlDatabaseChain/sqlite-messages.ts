/** What the SQL chain asks its SQLite child process, and what it answers (structured-clone messages). */
export type TSqliteRequest =
  | { readonly id: number; readonly op: 'open'; readonly path: string; readonly allowWrites: boolean }
  | { readonly id: number; readonly op: 'columns'; readonly table: string }
  | { readonly id: number; readonly op: 'sample'; readonly table: string; readonly limit: number }
  | { readonly id: number; readonly op: 'query'; readonly sql: string; readonly maxRows: number }

export type TSqliteReply =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly error: string }
