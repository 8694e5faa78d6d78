import { within } from '@testing-library/react'

/**
 * The value shown beside `label` in a label/value row (src/shared/ui/key-value.tsx: `.kv` with a
 * dt and a dd) inside `region`, for asserting a card's, sheet's or form's figures by their label.
 */
export function valueOf(region: HTMLElement, label: string): HTMLElement {
  const value = within(region).getByText(label).closest('.kv')?.querySelector('dd')
  if (!value) throw new Error(`No label/value row labelled "${label}"`)
  return value
}
