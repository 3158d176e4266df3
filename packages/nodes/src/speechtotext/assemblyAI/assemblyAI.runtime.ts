import { defineRuntime } from '../../runtime'
import { modelFetchOf } from '../../shared/model-options'
import { NodeInputError } from '../../shared/read-inputs'
import { assemblyAI } from './assemblyAI.node.js'
import { ASSEMBLYAI_API, transcribeWithAssemblyAI, type TAssemblyAIRequest } from './assemblyai-transcribe'

/** Recordings to text with the node's AssemblyAI key, through the run's guarded fetch. */
export class AssemblyAITranscriber {
  constructor(private readonly transcribeWith: (request: TAssemblyAIRequest) => Promise<string>) {}

  transcribe(request: TAssemblyAIRequest): Promise<string> {
    return this.transcribeWith(request)
  }
}

export default defineRuntime(assemblyAI, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const apiKey = credential.assemblyAIApiKey?.trim() ?? ''
    if (!apiKey) throw new NodeInputError(`${ctx.label} needs an AssemblyAI API credential with its key`)
    const options = {
      apiKey,
      baseUrl: credential.basePath?.trim() || ASSEMBLYAI_API,
      fetch: modelFetchOf(ctx),
    }
    return new AssemblyAITranscriber((request) => transcribeWithAssemblyAI(options, request))
  },
})
