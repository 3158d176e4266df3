import { defineRuntime } from '../../runtime'
import { NodeInputError } from '../../shared/read-inputs'
import { codeInterpreterE2B } from './codeInterpreterE2B.node.js'

/** E2B runs the code in its own paid cloud sandboxes, reached at a host per sandbox: not from here. */
export default defineRuntime(codeInterpreterE2B, {
  kind: 'supply',
  supply() {
    return Promise.reject(
      new NodeInputError(
        "Code Interpreter by E2B is not available here: it needs E2B's paid cloud sandbox, which this server does not reach. Use a Custom Tool (JavaScript in the QuickJS sandbox) instead",
      ),
    )
  },
})
