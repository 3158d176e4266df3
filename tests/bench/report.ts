// The rows `npm run bench` prints: each figure with its target and, where one exists, the same figure for
// the ceiling (the flow run in-process by the engine with nothing but the fake model).

interface Row {
  figure: string
  value: string
  target: string
  'vs target': string
  ceiling: string
  'vs ceiling': string
  ok: string
}

export interface Report {
  add(
    figure: string,
    value: number,
    unit: string,
    target: number,
    options?: { higherIsBetter?: boolean; ceiling?: number },
  ): void
  print(): void
}

export function createReport(): Report {
  const rows: Row[] = []
  return {
    add(figure, value, unit, target, options = {}) {
      const higher = options.higherIsBetter ?? false
      // Ratios read the same way for every row: ≤ 1 meets the target.
      const vsTarget = higher ? target / value : value / target
      const { ceiling } = options
      rows.push({
        figure,
        value: `${value.toFixed(1)} ${unit}`,
        target: `${higher ? '≥' : '≤'} ${target} ${unit}`,
        'vs target': vsTarget.toFixed(2),
        ceiling: ceiling === undefined ? '' : `${ceiling.toFixed(1)} ${unit}`,
        // How far from the ceiling: value / ceiling (for throughput, ceiling / value), ≥ 1.
        'vs ceiling':
          ceiling === undefined ? '' : `${(higher ? ceiling / value : value / ceiling).toFixed(2)}×`,
        ok: vsTarget <= 1 ? 'yes' : 'NO',
      })
    },
    print() {
      console.table(rows)
    },
  }
}
