import type { TFlowData } from '@unikflow/graph'
import { RunFailure } from './errors'
import type { TEngineServices } from './services'

/**
 * The unik's variables by name, as `$vars.<name>` reads them. A runtime variable the server refuses to read
 * from its environment fails the run when the flow refers to it — in any input or code — naming the variable
 * and why, rather than running on with an empty value nobody sees.
 */
export async function readRunVariables(
  services: Pick<TEngineServices, 'getVariables'>,
  flowData: TFlowData | string,
): Promise<Record<string, string>> {
  const variables = await services.getVariables()
  const refused = variables.filter((v) => v.refused !== undefined)
  if (refused.length > 0) {
    const text = typeof flowData === 'string' ? flowData : JSON.stringify(flowData)
    const used = refused.find((v) =>
      new RegExp(`\\$vars\\.${escapeRegExp(v.name)}(?![A-Za-z0-9_])`).test(text),
    )
    if (used) throw new RunFailure('flow', `Variable ${used.name} cannot be read: ${used.refused}`)
  }
  return Object.fromEntries(variables.filter((v) => v.refused === undefined).map((v) => [v.name, v.value]))
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
