/**
 * The provider doubles of this package's folder tests that other packages' tests start too (the server's
 * Flowise coverage runs): Google's token and Vertex AI, IBM watsonx.ai, Baidu Qianfan, NeMo Guardrails.
 */
export { startFakeVertex, type TFakeVertex } from './fake-vertex'
export { startFakeWatsonx, watsonxCredential } from './fake-watsonx'
export { startFakeQianfan, QIANFAN_KEYS } from './fake-qianfan'
export { startFakeNemoGuardrails, type TFakeNemoGuardrails } from './fake-nemo-guardrails'
