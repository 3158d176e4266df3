export * from './scene-types'
export * from './updl-issue'
export * from './updl-node-names'
export * from './build-scene'
