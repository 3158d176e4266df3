/** The rows of a datagrid input (an array, or JSON text of one) with every field as text. */
export function readGrid(value: unknown): Record<string, string>[] {
  let rows: unknown = value
  if (typeof value === 'string') {
    try {
      rows = JSON.parse(value)
    } catch {
      rows = []
    }
  }
  if (!Array.isArray(rows)) return []
  return rows
    .filter((r): r is object => r !== null && typeof r === 'object')
    .map((r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [
          k,
          typeof v === 'string' ? v : v == null ? '' : JSON.stringify(v),
        ]),
      ),
    )
}

/** Condition table rows (Condition, Condition Agent). */
export const readConditionRows = (value: unknown) =>
  readGrid(value).map((r) => ({
    variable: r.variable ?? '',
    operation: r.operation ?? '',
    value: r.value ?? '',
    output: r.output ?? '',
  }))
