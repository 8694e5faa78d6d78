import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formatLocalDateTime } from '@/shared/lib/date'
import type { FieldError } from '@/shared/lib/field-error'
import { BottomSheet } from '@/shared/ui/bottom-sheet'
import { ConfirmActions } from '@/shared/ui/confirm-actions'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { FieldErrorText } from '@/shared/ui/field-error-text'
import { TextField } from '@/shared/ui/text-field'
import { showToast } from '@/shared/ui/toast/toast-store'
import { checkLabel, deleteAddress, LABEL_MAX, renameAddress, type SavedAddress } from '../address-book'

// The pieces both address screens use: one saved address in a list, the label sheet (save or
// edit) and the delete confirmation.

interface SavedAddressItemProps {
  entry: SavedAddress
  /** Fills the withdrawal form (on /withdraw only). */
  onUse?: () => void
  onEdit: () => void
  onDelete: () => void
  /** Why it could not be used, shown under it. */
  problem?: string
}

/** One saved address: its label, the address (left to right in every language), when it was last used, and its actions. */
export function SavedAddressItem({ entry, onUse, onEdit, onDelete, problem }: SavedAddressItemProps) {
  const { t, i18n } = useTranslation()
  const label = entry.label
  return (
    <li className="address-book__item">
      <p className="address-book__label">
        <bdi>{label}</bdi>
      </p>
      <p className="funds-address__text" dir="ltr">
        {entry.address}
      </p>
      <p className="muted address-book__used">
        {entry.lastUsedAt ? t('addressBook.lastUsed', { date: formatLocalDateTime(entry.lastUsedAt, i18n.language) }) : t('addressBook.notUsed')}
      </p>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <div className="address-book__actions">
        {onUse && (
          <button type="button" className="btn btn--primary btn--small" aria-label={t('addressBook.useLabel', { label })} onClick={onUse}>
            {t('addressBook.use')}
          </button>
        )}
        <button type="button" className="btn btn--ghost btn--small" aria-label={t('addressBook.editLabel', { label })} onClick={onEdit}>
          {t('addressBook.edit')}
        </button>
        <button type="button" className="btn btn--danger btn--small" aria-label={t('addressBook.deleteLabel', { label })} onClick={onDelete}>
          {t('addressBook.delete')}
        </button>
      </div>
    </li>
  )
}

export interface LabelProblems {
  label?: FieldError
  address?: FieldError
}

interface LabelSheetProps {
  title: string
  /** The address being saved or edited, shown for a last look. */
  address: string
  initialLabel?: string
  /** Checks and keeps the label: the problems found, or nothing when it was kept. */
  onSave: (label: string) => Promise<LabelProblems | undefined> | LabelProblems | undefined
  onClose: () => void
}

/** The label of an address, to save it or to rename it. Mounted only while open, so it starts fresh each time. */
export function LabelSheet({ title, address, initialLabel = '', onSave, onClose }: LabelSheetProps) {
  const { t } = useTranslation()
  const [label, setLabel] = useState(initialLabel)
  const [problems, setProblems] = useState<LabelProblems>({})
  const [busy, setBusy] = useState(false)

  const save = async () => {
    if (busy) return
    setBusy(true)
    try {
      const found = await onSave(label)
      if (found) setProblems(found)
    } finally {
      setBusy(false)
    }
  }

  return (
    <BottomSheet open title={title} onClose={onClose}>
      <form
        className="funds-form"
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault()
          void save()
        }}
      >
        <div className="field">
          <span className="muted">{t('addressBook.address')}</span>
          <p className="funds-address__text" dir="ltr">
            {address.trim() || '—'}
          </p>
          {problems.address && <FieldErrorText error={problems.address} />}
        </div>
        <TextField
          label={t('addressBook.label')}
          value={label}
          placeholder={t('addressBook.labelPlaceholder')}
          hint={t('addressBook.labelHint', { count: LABEL_MAX })}
          error={problems.label}
          onChange={(value) => {
            setProblems((p) => ({ ...p, label: undefined }))
            setLabel(value)
          }}
        />
        <ConfirmActions busy={busy} confirmLabel={t('addressBook.save')} onCancel={onClose} onConfirm={() => void save()} />
      </form>
    </BottomSheet>
  )
}

/** Rename a saved address: the label rules, and no other address of its chain with the same label. */
export function EditLabelSheet({ account, entry, book, onClose }: { account: string; entry: SavedAddress; book: SavedAddress[]; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <LabelSheet
      title={t('addressBook.editTitle')}
      address={entry.address}
      initialLabel={entry.label}
      onClose={onClose}
      onSave={(label) => {
        const check = checkLabel(label, book.filter((e) => e.chain === entry.chain && e.id !== entry.id))
        if (!check.ok) return { label: { key: check.key, values: check.values } }
        renameAddress(account, entry.id, label)
        showToast(t('addressBook.renamed'), 'success')
        onClose()
        return undefined
      }}
    />
  )
}

/** Delete only after the user says so. */
export function DeleteAddressDialog({ account, entry, onClose }: { account: string; entry: SavedAddress; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <ConfirmDialog
      open
      title={t('addressBook.deleteTitle')}
      confirmLabel={t('addressBook.delete')}
      onCancel={onClose}
      onConfirm={() => {
        deleteAddress(account, entry.id)
        showToast(t('addressBook.deleted'), 'success')
        onClose()
      }}
    >
      <p>{t('addressBook.deleteConfirm', { label: entry.label })}</p>
      <p className="funds-address__text" dir="ltr">
        {entry.address}
      </p>
    </ConfirmDialog>
  )
}
