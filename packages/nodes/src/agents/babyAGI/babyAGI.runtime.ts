import { defineRuntime } from '../../runtime'
import { retiredRuntime } from '../../shared/delegate-runtime'
import { babyAGI } from './babyAGI.node.js'

export default defineRuntime(babyAGI, retiredRuntime('an Agentflow v2 flow (Agent with a Loop or Iteration)'))
