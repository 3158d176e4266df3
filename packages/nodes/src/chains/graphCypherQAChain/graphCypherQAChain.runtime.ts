import type { BaseLanguageModel } from '@langchain/core/language_models/base'
import type { TNodeAnswer, TNodeContext } from '../../context'
import { Neo4jGraphHandle } from '../../graphs/Neo4j/neo4j-graph'
import { defineRuntime } from '../../runtime'
import { FlowChain } from '../../shared/flow-chain'
import { moderateInput } from '../../shared/flow-moderation'
import { lazyImport } from '../../shared/lazy-import'
import { callModel } from '../../shared/model-call'
import { getBoolean, getOptionalInstance, NodeInputError } from '../../shared/read-inputs'
import { cypherRefusal, extractCypher } from './cypher-statement'
import { graphCypherQAChain } from './graphCypherQAChain.node.js'

const langchainCoreLanguageModelsBase = lazyImport(() => import('@langchain/core/language_models/base'))
const langchainCorePrompts = lazyImport(() => import('@langchain/core/prompts'))

/** Characters of query rows given to the model. */
const MAX_ROWS_CHARS = 8000

const DEFAULT_CYPHER_PROMPT = `You write Cypher queries for a Neo4j graph database. Write one read-only Cypher query that answers the question.
Use only the node labels, relationship types and properties of this schema:
{schema}

Question: {question}
Answer with the Cypher query only, no explanation.`

const DEFAULT_QA_PROMPT = `Answer the question from these rows of a graph database query. Use only what the rows say; if they are empty, say that you do not know.
Rows: {context}

Question: {question}
Answer:`

type TModels = { cypher: BaseLanguageModel; qa: BaseLanguageModel }

async function readModels(ctx: TNodeContext): Promise<TModels> {
  const { BaseLanguageModel } = await langchainCoreLanguageModelsBase()
  const main = getOptionalInstance(ctx, 'model', BaseLanguageModel)
  const cypher = getOptionalInstance(ctx, 'cypherModel', BaseLanguageModel) ?? main
  const qa = getOptionalInstance(ctx, 'qaModel', BaseLanguageModel) ?? main
  if (!cypher || !qa)
    throw new NodeInputError(
      `${ctx.label}: connect a Language Model (or both a Cypher Generation and a QA Model)`,
    )
  return { cypher, qa }
}

/** A connected prompt filled with `values` (each name it needs must be there), else the default template. */
async function fillPrompt(
  ctx: TNodeContext,
  name: string,
  fallback: string,
  values: Record<string, string>,
): Promise<string> {
  const { BasePromptTemplate } = await langchainCorePrompts()
  const prompt = getOptionalInstance(ctx, name, BasePromptTemplate)
  if (!prompt) return fallback.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
  const missing = Object.keys(values).filter((key) => !prompt.inputVariables.includes(key))
  if (missing.length > 0)
    throw new NodeInputError(
      `${ctx.label}: its ${name} prompt needs ${missing.map((m) => `{${m}}`).join(' and ')}`,
    )
  return prompt.format(values)
}

async function runChain(ctx: TNodeContext, input: string, stream: boolean): Promise<TNodeAnswer> {
  const refused = await moderateInput(ctx, input)
  if (refused !== undefined) {
    if (stream) ctx.emitToken(refused)
    return { text: refused }
  }
  const graph = ctx.inputs.graph
  if (!(graph instanceof Neo4jGraphHandle))
    throw new NodeInputError(`${ctx.label}: connect a Neo4j graph node to Neo4j Graph`)
  const models = await readModels(ctx)
  const schema = await graph.schema()
  const cypherPrompt = await fillPrompt(ctx, 'cypherPrompt', DEFAULT_CYPHER_PROMPT, {
    schema,
    question: input,
  })
  const statement = extractCypher(await callModel(ctx, models.cypher, cypherPrompt, false))
  const refusal = cypherRefusal(statement)
  let context: string
  if (refusal) context = `Not run: ${refusal}`
  else {
    try {
      context = JSON.stringify(await graph.query(statement)).slice(0, MAX_ROWS_CHARS)
    } catch (e) {
      context = `Error: ${e instanceof Error ? e.message : String(e)}`
    }
  }
  if (getBoolean(ctx, 'returnDirect')) {
    if (stream) ctx.emitToken(context)
    return { text: context }
  }
  const qaPrompt = await fillPrompt(ctx, 'qaPrompt', DEFAULT_QA_PROMPT, { context, question: input })
  return { text: (await callModel(ctx, models.qa, qaPrompt, stream)).trim() }
}

export default defineRuntime(graphCypherQAChain, {
  kind: 'execute',
  execute: (ctx) => runChain(ctx, ctx.question, true),
  /** Output "Output Prediction" runs now and passes its answer on; output "Graph Cypher QA Chain" the chain. */
  async supply(ctx) {
    if (ctx.output === 'outputPrediction') return (await runChain(ctx, ctx.question, false)).text
    return new FlowChain(ctx.label, async (input) => (await runChain(ctx, input, false)).text)
  },
})
