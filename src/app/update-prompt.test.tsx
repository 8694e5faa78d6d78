import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@/shared/i18n/i18n'
import { showUpdatePrompt } from './update-prompt'

// "A new version is available – Reload": shown once, in the page's language, beside the app; only
// the user's Reload asks for the new version, and Later puts the prompt away.

afterEach(() => document.getElementById('update-prompt')?.remove())

describe('update prompt', () => {
  it('says a new version is available; Reload asks for it once, Later closes the prompt', async () => {
    await initI18n('en')
    const user = userEvent.setup()
    const reload = vi.fn()
    await showUpdatePrompt(reload)
    await showUpdatePrompt(reload)
    const prompt = await screen.findByRole('status')
    expect(screen.getAllByRole('status')).toHaveLength(1)
    expect(prompt).toHaveTextContent('A new version is available')
    await user.click(within(prompt).getByRole('button', { name: 'Reload' }))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(within(prompt).getByRole('button', { name: 'Reload' })).toBeDisabled()
    expect(within(prompt).getByRole('button', { name: 'Later' })).toBeDisabled()
  })

  it('Later puts it away without reloading', async () => {
    await initI18n('en')
    const user = userEvent.setup()
    const reload = vi.fn()
    await showUpdatePrompt(reload)
    await user.click(within(await screen.findByRole('status')).getByRole('button', { name: 'Later' }))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(reload).not.toHaveBeenCalled()
  })

  it('speaks the page’s language (Arabic)', async () => {
    await initI18n('ar')
    await showUpdatePrompt(() => {})
    const prompt = await screen.findByRole('status')
    expect(prompt).toHaveTextContent('يتوفر إصدار جديد')
    expect(within(prompt).getByRole('button', { name: 'إعادة التحميل' })).toBeInTheDocument()
    await initI18n('en')
  })
})
