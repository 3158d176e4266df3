import type { TLead } from '@unikflow/graph'

const cell = (value: string | null) => {
  const v = value ?? ''
  return /[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v
}

/** Client-side CSV of leads (used when the server's `?format=csv` export is not available). */
export function leadsToCsv(leads: TLead[]): string {
  const rows = leads.map((l) => [l.name, l.email, l.phone, l.createdDate].map(cell).join(','))
  return ['Name,Email,Phone,Created Date', ...rows].join('\n') + '\n'
}
