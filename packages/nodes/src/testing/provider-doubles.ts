/**
 * The provider doubles of this package's folder tests that other packages' tests start too (the server's
 * Flowise coverage runs): NeMo Guardrails (Vertex AI, watsonx.ai and Qianfan are testkit's).
 */
export { startFakeNemoGuardrails, type TFakeNemoGuardrails } from './fake-nemo-guardrails'
