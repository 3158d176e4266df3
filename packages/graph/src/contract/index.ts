export * from './errors'
export * from './auth'
export * from './uniks'
export * from './admin'
