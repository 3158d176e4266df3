/** A stored message's date and time, and its time alone, in the reader's language. */
export const dateTime = (iso: string, lng: string) =>
  new Date(iso).toLocaleString(lng, { dateStyle: 'medium', timeStyle: 'short' })
export const time = (iso: string, lng: string) =>
  new Date(iso).toLocaleTimeString(lng, { timeStyle: 'short' })
