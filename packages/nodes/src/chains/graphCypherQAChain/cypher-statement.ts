/** The Cypher of a model's reply: the fenced block, else the whole reply, without a trailing semicolon. */
export function extractCypher(reply: string): string {
  const fenced = /```(?:cypher)?\s*([\s\S]*?)```/i.exec(reply)?.[1]
  return (fenced ?? reply)
    .trim()
    .replace(/^cypher\s*:?\s*/i, '')
    .replace(/;\s*$/, '')
    .trim()
}

/** Clauses and calls that change the graph, its schema or the server, or read files. */
const WRITES =
  /\b(CREATE|MERGE|DELETE|DETACH|SET|REMOVE|DROP|FOREACH|LOAD\s+CSV|IN\s+TRANSACTIONS|GRANT|REVOKE|DENY|ALTER|START|STOP|TERMINATE)\b|\b(apoc|dbms|gds|db\.create)\.|\bCALL\s*\{/i

/**
 * Why the statement is not run, or undefined: the chain only reads (strings, quoted names and comments are
 * looked past so a title such as 'Set Up' does not count). Several statements are refused as well.
 */
export function cypherRefusal(statement: string): string | undefined {
  const bare = statement
    .replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`[^`]*`/g, "''")
    .replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, ' ')
  if (!bare.trim()) return 'The model wrote no Cypher query'
  if (bare.includes(';')) return 'Only one Cypher statement may run at a time'
  if (WRITES.test(bare)) return 'The graph is read-only for this chain: only queries that read it run'
  return undefined
}
