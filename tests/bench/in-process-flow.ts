// The LLM-chain flow run in this process by the engine with nothing but testkit's fake model — no HTTP server,
// no database, no auth — as the ceiling and the streaming floor benches run it.
import {
  createInMemoryChatStore,
  runFlow,
  silentLogger,
  type TRunFlowOptions,
  type TRunResult,
} from '@unikflow/engine'
import { nodeLibrary } from '@unikflow/nodes'
import { FAKE_MODEL_HOST } from '@unikflow/testkit'

/** Runs the flow once per call, each in a chat of its own; `onEvent` gets its stream when given. */
export function inProcessFlow(
  input: { flowData: string; credential: Record<string, string> },
  name: string,
): (onEvent?: TRunFlowOptions['onEvent']) => Promise<TRunResult> {
  const services: TRunFlowOptions['services'] = {
    nodes: nodeLibrary,
    getCredential: () => Promise.resolve(input.credential),
    getVariables: () => Promise.resolve([]),
    memoryStore: createInMemoryChatStore(),
    getTool: () => Promise.resolve(undefined),
    logger: silentLogger,
    allowPrivateHosts: [FAKE_MODEL_HOST],
  }
  let runs = 0
  return (onEvent) => {
    runs += 1
    return runFlow({
      flowData: input.flowData,
      question: 'socks',
      chatId: `${name}-${runs}`,
      flowId: name,
      services,
      ...(onEvent ? { onEvent } : {}),
    })
  }
}
