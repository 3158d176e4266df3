import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export type NotificationVariant = 'default' | 'error' | 'success' | 'warning' | 'info'

export interface NotificationOptions {
  key?: string
  variant?: NotificationVariant
  /** `null` keeps the toast until it is closed. */
  autoHideDuration?: number | null
  persist?: boolean
}

export interface Notification {
  key: string
  message: string
  options: NotificationOptions
  dismissed: boolean
}

export interface NotifierState {
  notifications: Notification[]
}

export const initialNotifier: NotifierState = { notifications: [] }

/** The key given in the options, else one made of the time and a random part. */
export function makeNotificationKey(options: NotificationOptions | undefined, now = Date.now()): string {
  return options?.key ?? `${now}-${Math.random().toString(36).slice(2, 10)}`
}

const notifierSlice = createSlice({
  name: 'notifier',
  initialState: initialNotifier,
  reducers: {
    enqueueSnackbar: {
      reducer(state, action: PayloadAction<Notification>) {
        state.notifications.push(action.payload)
      },
      prepare(payload: { message: string; options?: NotificationOptions }) {
        const options = payload.options ?? {}
        return {
          payload: { key: makeNotificationKey(options), message: payload.message, options, dismissed: false },
        }
      },
    },
    /** Without a key every notification is dismissed. */
    closeSnackbar(state, action: PayloadAction<string | undefined>) {
      const key = action.payload
      for (const n of state.notifications) if (key === undefined || n.key === key) n.dismissed = true
    },
    removeSnackbar(state, action: PayloadAction<string>) {
      state.notifications = state.notifications.filter((n) => n.key !== action.payload)
    },
  },
})

export const { enqueueSnackbar, closeSnackbar, removeSnackbar } = notifierSlice.actions
export const notifierReducer = notifierSlice.reducer
