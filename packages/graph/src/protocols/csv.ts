import type { TLead } from '../contract/leads'

/** A cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR) gets a leading quote. */
function cell(value: string | null): string {
  const text = value ?? ''
  // A plain number (negative quiz points) is no formula.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-\d+$/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** RFC 4180 CSV (CRLF line ends), safe to open in a spreadsheet. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}

/** The leads of a flow as the View leads dialog and `?format=csv` export them. */
export function leadsToCsv(leads: readonly TLead[]): string {
  return toCsv(
    ['Name', 'Email', 'Phone', 'Points', 'Created'],
    leads.map((l) => [l.name, l.email, l.phone, l.points === null ? null : String(l.points), l.createdDate]),
  )
}
