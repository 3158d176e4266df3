import { lazy, useState, type ComponentType } from 'react'

export interface PreloadableComponent<P extends object> {
  (props: P): React.ReactNode
  /** Starts loading the chunk (once); resolves when it has arrived. */
  preload: () => Promise<void>
}

/**
 * `React.lazy` that can be started before the route renders and renders without suspending once the
 * chunk is there: a suspended lazy component costs React's 300 ms reveal throttle even when its chunk
 * has already arrived.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined
  let promise: Promise<{ default: ComponentType<P> }> | undefined
  const start = () =>
    (promise ??= load().then((module) => {
      loaded = module.default
      return module
    }))
  const Lazy = lazy(start)
  function Preloadable(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount it.
    const [Direct] = useState(() => loaded)
    return Direct ? <Direct {...props} /> : <Lazy {...props} />
  }
  return Object.assign(Preloadable, { preload: () => start().then(() => undefined) })
}
