import type { TFlowNode } from '@unikflow/graph'
import { FlowBranch, inputsFor, toLangChain, type TNodeModule } from '@unikflow/nodes'
import { findSkippedByBranch } from '../branches'
import { errorMessage, RunFailure } from '../errors'
import { ModelTimeoutError } from '../model-watch'
import { createNodeContext } from '../node-context'
import { resolveNodeInputs } from '../resolve-inputs'
import { summarize, summarizeJson, type TNodeTrace } from '../trace'
import { traceableInputs } from '../traceable-inputs'
import type { TChatflowRun } from './chatflow-run'

function credentialIdOf(node: TFlowNode): string | undefined {
  const fromInputs = node.data.inputs.credentialId ?? node.data.inputs.FLOWISE_CREDENTIAL_ID
  const id = node.data.credential || (typeof fromInputs === 'string' ? fromInputs : '')
  return id ? id : undefined
}

function toText(value: unknown): string {
  if (typeof value === 'string') return value
  if (value === undefined || value === null) return ''
  return summarizeJson(value)
}

/**
 * Runs one planned node: its inputs resolved, its runtime executed (an ending node answers) or asked for
 * what it supplies (a branch node's untaken branches are skipped), its trace entry filled. A failure is
 * the node's, named; a model past its time limit is a timeout.
 */
export async function runPlannedNode(
  run: TChatflowRun,
  planned: { readonly node: TFlowNode; readonly module: TNodeModule },
  isEnding: boolean,
): Promise<void> {
  const { node, module } = planned
  const label = node.data.label ?? node.data.name
  const entry: TNodeTrace = {
    nodeId: node.id,
    label,
    name: node.data.name,
    startMs: Date.now() - run.started,
    endMs: 0,
    inputsJson: 'null',
    outputJson: 'null',
  }
  run.trace.nodes.push(entry)
  const nodeSignal = run.context.models.enterNode()
  try {
    const { runtime } = module
    // Stand-ins (a plain prompt, a model built on demand) are built for a node that does not take them.
    const inputs = await inputsFor(
      runtime,
      resolveNodeInputs(node, run.inputsById.get(node.id) ?? {}, run.scope),
    )
    entry.inputsJson = summarizeJson(traceableInputs(node, inputs))
    const selected = node.data.outputs.output
    const ctx = createNodeContext(run.context, {
      id: node.id,
      label,
      name: node.data.name,
      inputs,
      output: typeof selected === 'string' ? selected : undefined,
      credentialId: credentialIdOf(node),
      signal: nodeSignal,
      answers: isEnding,
    })
    if (isEnding && runtime.kind === 'execute') {
      run.answer = await runtime.execute(ctx)
      entry.outputJson = summarizeJson(run.answer)
      return
    }
    const supplied =
      runtime.kind === 'execute' && !runtime.supply
        ? (await runtime.execute(ctx)).text
        : await runtime.supply?.(ctx)
    const value = supplied instanceof FlowBranch ? supplied.value : supplied
    if (supplied instanceof FlowBranch)
      for (const id of findSkippedByBranch(run.plan.edges, node.id, supplied.taken)) run.skipped.add(id)
    run.instances.set(node.id, value)
    entry.outputJson = summarizeJson(value)
    if (!isEnding) return
    const instance = await toLangChain(value)
    run.endInstance = instance
    run.answer = {
      text: toText(instance),
      ...(typeof instance === 'object' ? { json: summarize(instance, 65536) } : {}),
    }
  } catch (e) {
    entry.error = errorMessage(e)
    if (run.signal.aborted) throw RunFailure.aborted()
    const timedOut: unknown = nodeSignal.reason
    if (timedOut instanceof ModelTimeoutError)
      throw new RunFailure('timeout', `Error in node ${label} (${node.id}): ${timedOut.message}`, {
        node: { id: node.id, label },
        cause: e,
      })
    throw RunFailure.inNode({ id: node.id, label }, e)
  } finally {
    entry.endMs = Date.now() - run.started
  }
}
