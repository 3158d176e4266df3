import { defineRuntime } from '../../runtime'
import { bodyRequestTool } from './body-request-tool'
import { REQUESTS_POST_INPUTS } from './requests-post-schema'
import { requestsPost } from './requestsPost.node.js'

/** HTTP POST with a JSON body for agents, always through the outbound guard (`ctx.fetch`). */
export default defineRuntime(requestsPost, {
  kind: 'supply',
  supply: (ctx) =>
    bodyRequestTool(ctx, {
      ...REQUESTS_POST_INPUTS,
      name: 'requestsPostName',
      description: 'requestsPostDescription',
      headers: 'requestsPostHeaders',
      maxOutputLength: 'requestsPostMaxOutputLength',
      defaultName: 'requests_post',
      defaultDescription: 'Sends an HTTP POST request. Use it to send data to a web API.',
    }),
})
