import type { ParseKeys } from 'i18next'

/**
 * What is wrong with one field, as a key and its values: translated where it is shown, so a
 * language switch changes it too. The one shape every form keeps its errors in.
 */
export interface FieldError {
  key: ParseKeys
  values?: Record<string, string | number>
}
