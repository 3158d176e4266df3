// The loader hooks of imported-packages-hook.mjs (they run on the loader's own thread).
import { appendFileSync } from 'node:fs'

let file

export function initialize(data) {
  file = data?.file
}

/** A bare specifier names a package; relative paths, URLs and `node:` built-ins do not. */
const namesPackage = (specifier) => !/^(\.|\/|[a-z]+:)/.test(specifier)

export async function resolve(specifier, context, next) {
  if (file && namesPackage(specifier)) appendFileSync(file, `${specifier}\n`)
  return next(specifier, context)
}
