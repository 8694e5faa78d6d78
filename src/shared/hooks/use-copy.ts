import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { copyText } from '@/shared/lib/clipboard'
import { showToast } from '@/shared/ui/toast/toast-store'

/** Copy text and say how it went: "Copied" as a success, "Copy failed" as an error. */
export function useCopy(): (text: string) => Promise<void> {
  const { t } = useTranslation()
  return useCallback(
    async (text: string) => {
      const copied = await copyText(text)
      showToast(copied ? t('common.copySuccess') : t('common.copyFailed'), copied ? 'success' : 'error')
    },
    [t],
  )
}
