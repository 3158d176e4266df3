/**
 * A LangChain model built when it is first used.
 *
 * An OpenAI chat model node builds its LangChain model per run (the model's fetch and usage callbacks are
 * the run's), and most runs never use it: a chain's plain call goes out directly, through the route
 * registered beside the model (chat-completions-direct.ts). Building it anyway was 17 % of what a streamed
 * answer allocated and 7 % of the server's CPU at 400 chats (`AzureChatOpenAI` builds three models:
 * itself, its completions and its responses clients; docs/performance.md). So the node supplies a
 * stand-in: an empty object of the model's class whose every read and write builds the model once and goes
 * to it. Methods read through the stand-in run with the stand-in as `this`, so their own reads build it too.
 *
 * What needs no instance is answered by the class without building: whether it has a method and the method
 * itself (the run's trace names the model by its class this way), and `then`, which every `await` of the
 * model asks: a model is not a promise.
 */

/** Stand-ins whose model is not built yet. */
const unbuilt = new WeakSet<object>()

/** A method the class defines (found on its prototype chain), without calling any getter. */
function classMethod(prototype: object, key: PropertyKey): unknown {
  for (let at: object | null = prototype; at !== null; at = Object.getPrototypeOf(at) as object | null) {
    const descriptor = Object.getOwnPropertyDescriptor(at, key)
    if (descriptor) return typeof descriptor.value === 'function' ? descriptor.value : undefined
  }
  return undefined
}

/** A stand-in for the model `build` makes, an instance of `prototype`'s class; `build` runs at most once. */
export function modelOnFirstUse<T extends object>(prototype: object, build: () => T): T {
  let model: T | undefined
  const built = (): T => {
    if (model === undefined) {
      model = build()
      unbuilt.delete(standIn)
    }
    return model
  }
  const fromClass = (key: PropertyKey) => (model === undefined ? classMethod(prototype, key) : undefined)
  const standIn = new Proxy(Object.create(prototype) as T, {
    get: (_target, key) => {
      if (model === undefined && key === 'then') return undefined
      return fromClass(key) ?? Reflect.get(built(), key)
    },
    has: (_target, key) => fromClass(key) !== undefined || Reflect.has(built(), key),
    set: (_target, key, value) => Reflect.set(built(), key, value),
    deleteProperty: (_target, key) => Reflect.deleteProperty(built(), key),
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(built(), key, descriptor),
    ownKeys: () => Reflect.ownKeys(built()),
    // Reported configurable: the stand-in itself holds none of the model's properties.
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key)
      return descriptor && { ...descriptor, configurable: true }
    },
  })
  unbuilt.add(standIn)
  return standIn
}

/** Whether `model` is built: false only for a stand-in nothing has used yet. */
export const isModelBuilt = (model: object): boolean => !unbuilt.has(model)
