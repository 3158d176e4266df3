// `npm run bench:analytics`: only the analytics figures (BENCH_DATABASE_URL adds PostgreSQL).
import { benchAnalytics } from './analytics-bench'
import { createReport } from './report'

const table = createReport()
await benchAnalytics(table)
table.print()
