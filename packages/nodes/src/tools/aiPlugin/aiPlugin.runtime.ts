import { defineRuntime } from '../../runtime'
import { retiredRuntime } from '../../shared/delegate-runtime'
import { aiPlugin } from './aiPlugin.node.js'

export default defineRuntime(
  aiPlugin,
  retiredRuntime("the OpenAPI Toolkit with the plugin's OpenAPI document"),
)
