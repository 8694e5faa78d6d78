import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { initI18n } from '@/shared/i18n/i18n'
import { ConfirmDialog } from './confirm-dialog'
import { LoadMoreList, type LoadMoreListProps } from './load-more-list'
import { SafeHtml } from './safe-html'
import { Tabs } from './tabs'

beforeAll(() => initI18n('en'))

type Row = { id: string }
const base: LoadMoreListProps<Row> = {
  items: [],
  renderItem: (r) => <span>row {r.id}</span>,
  getKey: (r) => r.id,
  status: 'success',
  onRetry: () => {},
  hasMore: false,
  loadingMore: false,
  onLoadMore: () => {},
}

describe('LoadMoreList', () => {
  it('shows skeletons, then the error with retry, then the empty state', async () => {
    const onRetry = vi.fn()
    const { rerender } = render(<LoadMoreList {...base} status="loading" />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    rerender(<LoadMoreList {...base} status="error" error="Network is down" onRetry={onRetry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Network is down')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
    rerender(<LoadMoreList {...base} emptyMessage="No machines yet" />)
    expect(screen.getByText('No machines yet')).toBeInTheDocument()
  })

  it('loads more while there is more, keeps rows when a further page fails, and says when the end is reached', async () => {
    const onLoadMore = vi.fn()
    const items = [{ id: '1' }, { id: '2' }]
    const { rerender } = render(<LoadMoreList {...base} items={items} hasMore onLoadMore={onLoadMore} />)
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(onLoadMore).toHaveBeenCalledOnce()
    rerender(<LoadMoreList {...base} items={items} hasMore loadMoreError="Timed out" onLoadMore={onLoadMore} />)
    expect(screen.getByText('row 2')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Timed out')
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled()
    rerender(<LoadMoreList {...base} items={items} />)
    expect(screen.getByText('No more records')).toBeInTheDocument()
  })
})

describe('ConfirmDialog', () => {
  it('is a labelled modal that cannot be confirmed twice while busy', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    const { rerender } = render(
      <ConfirmDialog open title="Buy machine" onConfirm={onConfirm} onCancel={onCancel}>
        <p>Total 100 USDT</p>
      </ConfirmDialog>,
    )
    expect(screen.getByRole('dialog', { name: 'Buy machine' })).toHaveTextContent('Total 100 USDT')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    rerender(<ConfirmDialog open busy title="Buy machine" onConfirm={onConfirm} onCancel={onCancel} />)
    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    expect(onCancel).not.toHaveBeenCalled()
    rerender(<ConfirmDialog open title="Buy machine" onConfirm={onConfirm} onCancel={onCancel} />)
    await userEvent.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledOnce()
  })
})

describe('Tabs', () => {
  function Harness() {
    const [value, setValue] = useState<'a' | 'b' | 'c'>('a')
    return (
      <Tabs
        label="Type"
        value={value}
        onChange={setValue}
        items={[
          { id: 'a', label: 'Mining' },
          { id: 'b', label: 'Rent' },
          { id: 'c', label: 'Share' },
        ]}
      />
    )
  }
  it('selects by click and by arrow keys, mirrored in right-to-left', async () => {
    render(<Harness />)
    await userEvent.click(screen.getByRole('tab', { name: 'Rent' }))
    expect(screen.getByRole('tab', { name: 'Rent' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Share' })).toHaveAttribute('aria-selected', 'true')
    document.documentElement.dir = 'rtl'
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Rent' })).toHaveAttribute('aria-selected', 'true')
    document.documentElement.dir = 'ltr'
  })
})

describe('SafeHtml', () => {
  it('keeps formatting and drops scripts, handlers and inline styles', () => {
    const { container } = render(<SafeHtml html={'<p style="color:red"><b>Hello</b><img src="x" onerror="alert(1)"><script>alert(2)</script></p>'} />)
    expect(container.innerHTML).not.toContain('style=')
    expect(screen.getByText('Hello').tagName).toBe('B')
    expect(container.innerHTML).not.toContain('onerror')
    expect(container.innerHTML).not.toContain('<script')
  })
})
