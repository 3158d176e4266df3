import { lazy, Suspense } from 'react'
import Skeleton from '@mui/material/Skeleton'
import type { ParamFieldProps } from './param-types'

const CodeEditor = lazy(() => import('./CodeEditor'))

export function CodeParam({ input, value, onChange }: ParamFieldProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
      <CodeEditor
        value={typeof value === 'string' ? value : ''}
        language="javascript"
        label={input.label ?? input.name}
        onChange={onChange}
      />
    </Suspense>
  )
}
