import { useErrorText } from '../../../ui/useNotify'

/** An error's translated text (a component of its own: most params never need the hook). */
export function ErrorText({ error }: { error: unknown }) {
  return useErrorText()(error)
}

/** A param's load error under its field. */
export function ParamError({ error }: { error: unknown }) {
  return (
    <p className="uf-param__help uf-param__help--error">
      <ErrorText error={error} />
    </p>
  )
}
