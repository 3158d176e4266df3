// Fixed texts the widget shows, and which of them an error turns into.
import { ApiError } from '../api'

export const INVALID_CHATBOT = 'Invalid Chatbot. Please check your configuration.'
export const UPLOAD_FAILED = 'Unable to upload documents'
export const FEEDBACK_FAILED = 'Failed to submit feedback'
export const MICROPHONE_UNAVAILABLE = 'Microphone is not available'

/** What a failed prediction shows in place of the answer. */
export function errorText(error: unknown, withFiles: boolean, fallback: string): string {
  if (withFiles && error instanceof ApiError && [400, 413, 415].includes(error.status)) return UPLOAD_FAILED
  // Refusals the flow's owner worded (allowed domains, rate limit) are shown as they are.
  if (error instanceof ApiError && (error.status === 403 || error.status === 429) && error.message)
    return error.message
  return fallback
}
