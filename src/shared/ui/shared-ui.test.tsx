import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query'
import { createQueryClient } from '@/shared/api/query-client'
import { RpcError } from '@/shared/api/errors'
import type { Paged } from '@/shared/api/contract/envelope'
import { pagedQueryOptions } from '@/shared/api/queries'
import { initI18n } from '@/shared/i18n/i18n'
import { ConfirmDialog } from './confirm-dialog'
import { LoadMoreList } from './load-more-list'
import { SafeHtml } from './safe-html'
import { EcologyIcon, IdoIcon, MiningIcon } from './icons'
import { Tabs } from './tabs'

beforeAll(() => initI18n('en'))

type Row = { id: string }

/** A list over a real infinite query whose pages come from `answers`, one answer per request. */
function renderList(answers: (() => Paged<Row>)[], emptyMessage?: string) {
  const client = createQueryClient()
  let calls = 0
  const query = pagedQueryOptions(['rows'], async () => answers[Math.min(calls++, answers.length - 1)]())
  function List() {
    return <LoadMoreList query={useInfiniteQuery(query)} renderItem={(r) => <span>row {r.id}</span>} getKey={(r) => r.id} emptyMessage={emptyMessage} />
  }
  render(
    <QueryClientProvider client={client}>
      <List />
    </QueryClientProvider>,
  )
  return { calls: () => calls }
}

const page = (ids: string[], hasMore: boolean): Paged<Row> => ({ list: ids.map((id) => ({ id })), total: 0, hasMore })
const failure = (message: string) => () => {
  throw RpcError.server('9999', message)
}

describe('LoadMoreList', () => {
  it('shows skeletons, then the error with retry, then the empty state', async () => {
    const list = renderList([failure('Network is down'), () => page([], false)], 'No machines yet')
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(await screen.findByRole('alert')).toHaveTextContent('Network is down')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No machines yet')).toBeInTheDocument()
    expect(list.calls()).toBe(2)
  })

  it('loads more while there is more, keeps rows when a further page fails, and says when the end is reached', async () => {
    renderList([() => page(['1', '2'], true), failure('Timed out'), () => page(['3'], false)])
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Timed out')
    expect(screen.getByText('row 2')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No more records')).toBeInTheDocument()
    expect(screen.getAllByText(/^row /).map((r) => r.textContent)).toEqual(['row 1', 'row 2', 'row 3'])
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
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

  it('keeps only a short list of attributes: no id or name to shadow window.ethereum, no class to draw the app\'s own sheet, no image map', () => {
    const html =
      '<p id="ethereum" name="ethereum" class="overlay" data-x="1" title="Note" lang="fr" dir="ltr">Text <a href="/news" id="a" class="btn">link</a></p>' +
      '<img name="ethereum" src="/icons/icon-192.png" alt="Icon"><table><tr><td colspan="2" rowspan="1" class="x">cell</td></tr></table>' +
      '<map name="m"><area shape="rect" coords="0,0,9,9" href="https://attacker.example/"></map>'
    const { container } = render(<SafeHtml html={html} />)
    const attributes = [...container.querySelectorAll('div *')].flatMap((el) => [...el.attributes].map((a) => a.name))
    expect(new Set(attributes)).toEqual(new Set(['title', 'lang', 'dir', 'href', 'rel', 'src', 'alt', 'loading', 'colspan', 'rowspan']))
    expect(container.querySelector('map, area')).toBeNull()
    expect(screen.getByText('link')).toHaveAttribute('href', '/news')
    expect(screen.getByText('cell')).toHaveAttribute('colspan', '2')
  })
})

describe('tab icons', () => {
  it.each([
    ['IDO', IdoIcon],
    ['mining', MiningIcon],
    ['ecology', EcologyIcon],
  ])('the active (filled) %s icon keeps the lines inside its outline visible', (_, Icon) => {
    const { container, rerender } = render(<Icon />)
    const details = () => [...container.querySelectorAll('.icon__detail')]
    expect(details().length).toBeGreaterThan(0)
    expect(details().map((d) => d.getAttribute('stroke'))).toEqual(details().map(() => 'currentColor'))
    rerender(<Icon filled />)
    expect(container.querySelector('svg')).toHaveAttribute('fill', 'currentColor')
    // Drawn in the bar's own colour over the filled shape, not in the fill's colour.
    expect(details().map((d) => d.getAttribute('stroke'))).toEqual(details().map(() => 'var(--surface)'))
  })
})
