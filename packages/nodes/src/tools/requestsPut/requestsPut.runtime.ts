import { defineRuntime } from '../../runtime'
import { bodyRequestTool } from '../requestsPost/body-request-tool'
import { REQUESTS_PUT_INPUTS } from './requests-put-schema'
import { requestsPut } from './requestsPut.node.js'

/** HTTP PUT with a JSON body for agents, always through the outbound guard (`ctx.fetch`). */
export default defineRuntime(requestsPut, {
  kind: 'supply',
  supply: (ctx) =>
    bodyRequestTool(ctx, {
      ...REQUESTS_PUT_INPUTS,
      name: 'requestsPutName',
      description: 'requestsPutDescription',
      headers: 'requestsPutHeaders',
      maxOutputLength: 'requestsPutMaxOutputLength',
      defaultName: 'requests_put',
      defaultDescription: 'Sends an HTTP PUT request. Use it to replace data at a web API.',
    }),
})
