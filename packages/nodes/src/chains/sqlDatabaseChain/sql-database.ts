/** A database opened for one question: its schema text, a query runner, and close. */
export interface TSqlDatabase {
  readonly dialect: 'sqlite' | 'postgres'
  readonly tables: readonly string[]
  columnsOf(table: string): Promise<string>
  sampleRows(table: string, limit: number): Promise<TRow[]>
  /** Runs one statement the chain has checked; the connection refuses a second one and, read-only, any write. */
  query(sql: string): Promise<TRow[]>
  close(): Promise<void>
}

export type TRow = Record<string, unknown>

/** better-sqlite3 and pg answer one plain object per row (typed `unknown` / `any` by their typings). */
export const asRows = (rows: unknown): TRow[] =>
  Array.isArray(rows)
    ? rows.filter((r): r is TRow => typeof r === 'object' && r !== null && !Array.isArray(r))
    : []

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`
