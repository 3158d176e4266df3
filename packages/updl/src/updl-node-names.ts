/** Node names (`data.name`) of the UPDL category; the nodes package declares nodes with these names. */
export const UpdlNodeNames = {
  Space: 'space',
  Object: 'object',
  Camera: 'camera',
  Light: 'light',
  Data: 'data',
  Entity: 'entity',
  Component: 'component',
  Event: 'event',
  Action: 'action',
  Universo: 'universo',
} as const
export type TUpdlNodeName = (typeof UpdlNodeNames)[keyof typeof UpdlNodeNames]

const names: ReadonlySet<string> = new Set(Object.values(UpdlNodeNames))
export const isUpdlNodeName = (name: string): boolean => names.has(name)
