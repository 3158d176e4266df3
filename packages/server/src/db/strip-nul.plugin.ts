import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely'

const NUL = '\u0000'

function strip(value: unknown): unknown {
  return typeof value === 'string' && value.includes(NUL) ? value.replaceAll(NUL, '') : value
}

class StripNulTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const value = strip(node.value)
    return value === node.value ? node : { ...node, value }
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return node.values.some((v) => typeof v === 'string' && v.includes(NUL))
      ? { ...node, values: node.values.map(strip) }
      : node
  }
}

/**
 * Whether any string in a query's tree holds a NUL: a walk that only reads, so the usual query (none)
 * is passed on as it is instead of being rebuilt node by node by the transformer (which copies and
 * freezes every node, a few percent of a prediction's CPU). Binary values are not strings: skipped.
 */
function holdsNul(node: unknown): boolean {
  if (typeof node === 'string') return node.includes(NUL)
  if (typeof node !== 'object' || node === null || ArrayBuffer.isView(node)) return false
  if (Array.isArray(node)) return node.some(holdsNul)
  for (const value of Object.values(node)) if (holdsNul(value)) return true
  return false
}

/**
 * PostgreSQL refuses text holding a NUL character (SQLite keeps it), so the same request failed on one
 * database and not the other, after the model had already answered. Every string a query sends is
 * stored without its NUL characters on both, so both behave the same and nothing is lost for a byte
 * no text needs. Identifiers in paths and query strings are refused earlier (plugins/refuse-nul.ts).
 */
export class StripNulPlugin implements KyselyPlugin {
  readonly #transformer = new StripNulTransformer()

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return holdsNul(args.node) ? this.#transformer.transformNode(args.node) : args.node
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result
  }
}
