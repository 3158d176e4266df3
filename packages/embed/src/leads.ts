// Checking the contact details a lead form collects before they are sent.

export const REQUIRED = 'This field is required'
export const INVALID_FORMAT = 'Invalid format'

export type LeadField = 'name' | 'email' | 'phone'

/** Trims each value and returns them with an error text per field that is empty or malformed. */
export function checkLead(raw: Iterable<[string, string]>): {
  values: Record<string, string>
  errors: Record<string, string>
} {
  const values: Record<string, string> = {}
  const errors: Record<string, string> = {}
  for (const [key, value] of raw) {
    values[key] = value.trim()
    if (!values[key]) errors[key] = REQUIRED
    else if (key === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values[key])) errors[key] = INVALID_FORMAT
    else if (key === 'phone' && !/^\+?[\d\s().-]{5,}$/.test(values[key])) errors[key] = INVALID_FORMAT
  }
  return { values, errors }
}
