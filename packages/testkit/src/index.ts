export * from './fake-openai-types'
export { startFakeOpenAI, fakeEmbedding, type FakeOpenAI } from './fake-openai-server'
export { tokenize } from './fake-openai-sse'
export { makeTinyPdf } from './tiny-pdf'
