import { agentAgentflow } from './agentAgentflow/agentAgentflow.node.js'
import { conditionAgentAgentflow } from './conditionAgentAgentflow/conditionAgentAgentflow.node.js'
import { conditionAgentflow } from './conditionAgentflow/conditionAgentflow.node.js'
import { customFunctionAgentflow } from './customFunctionAgentflow/customFunctionAgentflow.node.js'
import { directReplyAgentflow } from './directReplyAgentflow/directReplyAgentflow.node.js'
import { executeFlowAgentflow } from './executeFlowAgentflow/executeFlowAgentflow.node.js'
import { httpAgentflow } from './httpAgentflow/httpAgentflow.node.js'
import { humanInputAgentflow } from './humanInputAgentflow/humanInputAgentflow.node.js'
import { iterationAgentflow } from './iterationAgentflow/iterationAgentflow.node.js'
import { llmAgentflow } from './llmAgentflow/llmAgentflow.node.js'
import { loopAgentflow } from './loopAgentflow/loopAgentflow.node.js'
import { retrieverAgentflow } from './retrieverAgentflow/retrieverAgentflow.node.js'
import { startAgentflow } from './startAgentflow/startAgentflow.node.js'
import { stickyNoteAgentflow } from './stickyNoteAgentflow/stickyNoteAgentflow.node.js'
import { toolAgentflow } from './toolAgentflow/toolAgentflow.node.js'

/** Agentflow v2 nodes (Flowise's current agent format), in palette order. */
export const agentflowV2Nodes = [
  startAgentflow,
  llmAgentflow,
  agentAgentflow,
  conditionAgentflow,
  conditionAgentAgentflow,
  loopAgentflow,
  iterationAgentflow,
  humanInputAgentflow,
  toolAgentflow,
  retrieverAgentflow,
  customFunctionAgentflow,
  directReplyAgentflow,
  executeFlowAgentflow,
  httpAgentflow,
  stickyNoteAgentflow,
]
