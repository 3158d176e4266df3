import type { TBodyRequestInputs } from '../requestsPost/requests-post-schema'

/** The inputs Requests Put's arguments are read from (named as Flowise names them). */
export const REQUESTS_PUT_INPUTS: TBodyRequestInputs = {
  method: 'PUT',
  url: 'requestsPutUrl',
  body: 'requestPutBody',
  bodySchema: 'requestsPutBodySchema',
}
