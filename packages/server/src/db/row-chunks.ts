/**
 * Rows to write in several statements, in chunks whose sizes are powers of two, largest first (41 rows:
 * 32, 8 and 1). A prepared multi-row statement is compiled, and kept by SQLite, once per row count: the
 * records of a batch held behind answers come in every count from 1 to 64, and a statement of 64 rows
 * holds tens of kilobytes of native memory, which kept the idle server above its memory target. With these
 * chunks a statement has at most seven row counts.
 */
export function powerOfTwoChunks<T>(rows: readonly T[]): T[][] {
  const chunks: T[][] = []
  let start = 0
  while (start < rows.length) {
    const left = rows.length - start
    const size = 2 ** Math.floor(Math.log2(Math.min(left, MAX_ROWS_PER_STATEMENT)))
    chunks.push(rows.slice(start, start + size))
    start += size
  }
  return chunks
}

/** The largest chunk: 64 rows of a dozen columns stay far below either database's parameter limit. */
const MAX_ROWS_PER_STATEMENT = 64
