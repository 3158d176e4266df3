// Test helpers of the engine for other packages' tests (node tests in packages/nodes, the server's).
export { useNodeHarness, type TFlowRunOptions, type TNodeHarness, type TNodeRunOptions } from './node-harness'
export {
  createTestServices,
  loadFixture,
  withCredential,
  withInputs,
  type TTestServicesExtra,
} from './test-services'
export {
  buildV2Flow,
  builtInToolsAgentFlow,
  fakeModel,
  startReplyFlow,
  type TV2EdgeSpec,
  type TV2NodeSpec,
} from './v2-flows'
export { petsDocumentSpecs } from './pets-documents'
export { after, branch, seqModel, seqStartSpec } from './seq-flows'
export { buildFlow, type TNodeSpec } from '../run/build-flow'
