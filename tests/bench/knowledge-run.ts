// `npm run bench:knowledge`: only the knowledge figures (chunking, upsert, vector query, RSS of a big file).
import { benchKnowledge } from './knowledge-bench'
import { createReport } from './report'

const table = createReport()
await benchKnowledge(table)
table.print()
