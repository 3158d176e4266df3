export * from './contract/index'
