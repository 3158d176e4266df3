/** A cell `toCsv` guarded against spreadsheet formulas (`'=…`) read back as it was written. */
export const unguardedCell = (text: string): string => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text)
