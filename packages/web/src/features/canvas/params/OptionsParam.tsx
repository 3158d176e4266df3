import { MultiOptionsField } from './MultiOptionsField'
import { OptionSelect } from './OptionSelect'
import type { ParamFieldProps } from './param-types'
import { useParamOptions } from './use-param-options'

/** options, multiOptions, asyncOptions (node-load-method) and asyncMultiOptions. */
export function OptionsParam(props: ParamFieldProps) {
  const { input, onChange } = props
  const { isAsync, multiple, setOpened, loaded, options, selected, all, labelOf } = useParamOptions(props)
  const shared = {
    label: input.label ?? input.name,
    all,
    isAsync,
    fetching: loaded.isFetching,
    empty: loaded.isSuccess && options.length === 0,
    error: loaded.isError ? loaded.error : null,
    onOpen: () => setOpened(true),
    onChange,
  }
  if (!multiple) return <OptionSelect {...shared} current={typeof selected === 'string' ? selected : ''} />
  return (
    <MultiOptionsField {...shared} selected={Array.isArray(selected) ? selected : []} labelOf={labelOf} />
  )
}
