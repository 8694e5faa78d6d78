import { useTranslation } from 'react-i18next'
import type { FieldError } from '@/shared/lib/field-error'

/** A field's error, translated as it is shown (a language switch changes it), tied to its field by `id`. */
export function FieldErrorText({ id, error }: { id?: string; error: FieldError }) {
  const { t } = useTranslation()
  return (
    <p id={id} className="field__error" role="alert">
      {t(error.key, error.values)}
    </p>
  )
}
