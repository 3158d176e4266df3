import type { BaseLanguageModel } from '@langchain/core/language_models/base'
import type { TNodeContext } from '../context'
import { callModel } from './model-call'

/** A destination the router may pick: a prompt or a retriever, by its name and what it is good for. */
export type TDestination = { readonly name: string; readonly description: string }

/** A prompt a Multi Prompt Chain can route to (what the Prompt Retriever node supplies). */
export class NamedPrompt implements TDestination {
  constructor(
    readonly name: string,
    readonly description: string,
    readonly systemMessage: string,
  ) {}
}

const DEFAULT = 'DEFAULT'

/**
 * Asks the model which destination suits the input best (by the descriptions), as LangChain's router
 * chains do; the name it gives, or undefined for none of them (the chain then answers plainly).
 */
export async function routeInput(
  ctx: TNodeContext,
  model: BaseLanguageModel,
  destinations: readonly TDestination[],
  input: string,
): Promise<TDestination | undefined> {
  const list = destinations.map((d) => `${d.name}: ${d.description}`).join('\n')
  const prompt = `Pick the destination best suited to the input below. The destinations, each with what it is good for:

${list}

Answer with a JSON object only, {"destination": "<one of the names above, or ${DEFAULT} if none fits>"}.

Input: ${input}`
  const reply = await callModel(ctx, model, prompt, false)
  const named = readDestination(reply)
  return (
    destinations.find((d) => d.name === named) ?? destinations.find((d) => d.name.trim() === named?.trim())
  )
}

function readDestination(reply: string): string | undefined {
  const start = reply.indexOf('{')
  const end = reply.lastIndexOf('}')
  if (start !== -1 && end > start) {
    try {
      const parsed: unknown = JSON.parse(reply.slice(start, end + 1))
      if (
        parsed &&
        typeof parsed === 'object' &&
        'destination' in parsed &&
        typeof parsed.destination === 'string'
      )
        return parsed.destination === DEFAULT ? undefined : parsed.destination
    } catch {
      // not JSON: read it as a bare name below
    }
  }
  const bare = reply.trim().replace(/^["'`]+|["'`.]+$/g, '')
  return bare === DEFAULT ? undefined : bare
}
