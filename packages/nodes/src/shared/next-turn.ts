/** Resolves on the event loop's next turn (after pending I/O): long work calls it to let requests in. */
export const nextTurn = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve))
