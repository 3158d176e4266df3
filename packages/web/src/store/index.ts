import { configureStore } from '@reduxjs/toolkit'
import { useDispatch, useSelector } from 'react-redux'
import { StorageKeys } from '../config/constants'
import { readItem } from '../config/storage'
import { canvasReducer } from './canvasSlice'
import { confirmReducer } from './confirmSlice'
import { customizationReducer, initialCustomization } from './customizationSlice'
import { notifierReducer } from './notifierSlice'

export function createAppStore() {
  const wide = typeof window !== 'undefined' && window.matchMedia('(min-width: 900px)').matches
  return configureStore({
    reducer: {
      customization: customizationReducer,
      notifier: notifierReducer,
      confirm: confirmReducer,
      canvas: canvasReducer,
    },
    // The node catalogue is large and plain JSON; skip the dev-only deep checks over it.
    middleware: (getDefault) =>
      getDefault({
        immutableCheck: { ignoredPaths: ['canvas.componentNodes'] },
        serializableCheck: { ignoredPaths: ['canvas.componentNodes'] },
      }),
    preloadedState: {
      customization: initialCustomization({
        isDarkMode: readItem(StorageKeys.isDarkMode) === 'true',
        isHorizontal: readItem(StorageKeys.isHorizontal) === 'true',
        opened: wide,
      }),
    },
  })
}

export type AppStore = ReturnType<typeof createAppStore>
export type RootState = ReturnType<AppStore['getState']>
export type AppDispatch = AppStore['dispatch']

export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
