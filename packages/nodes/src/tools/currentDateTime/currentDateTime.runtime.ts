import { defineRuntime } from '../../runtime'
import { lazyImport } from '../../shared/lazy-import'
import { CURRENT_DATE_TIME_SCHEMA, describeNow } from './current-date-time'
import { currentDateTime } from './currentDateTime.node.js'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

/** Tells the agent today's day, date and time (no arguments, nothing outside the server). */
export default defineRuntime(currentDateTime, {
  kind: 'supply',
  async supply() {
    const { DynamicStructuredTool } = await langchainCoreTools()
    return new DynamicStructuredTool({
      name: 'current_date_time',
      description: 'Useful to get current day, date and time.',
      schema: CURRENT_DATE_TIME_SCHEMA,
      func: async () => JSON.stringify(describeNow(new Date())),
    })
  },
})
