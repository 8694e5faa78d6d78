import { RESP_CODES } from '@/shared/api/contract/envelope'
import { fetchAnnouncement, fetchAnnouncements } from '@/shared/api/announcements'
import { RPC } from '@/shared/api/rpc-codes'
import { SEED_ANNOUNCEMENTS } from '../seed-announcements'
import { excerptOf } from './news'
import { failure, rpc } from './test-client'

// 10069: the announcements list (public, paged, newest first) and one by id with its HTML.

describe('announcements (10069)', () => {
  it('lists summaries newest first, page by page, without any HTML', async () => {
    const first = await fetchAnnouncements(1)
    const second = await fetchAnnouncements(2)
    expect(first).toMatchObject({ total: SEED_ANNOUNCEMENTS.length, hasMore: true })
    expect(second.hasMore).toBe(false)
    const all = [...first.list, ...second.list]
    expect(all.map((a) => a.id)).toEqual(['N1012', 'N1011', 'N1010', 'N1009', 'N1008', 'N1007', 'N1006', 'N1005', 'N1004', 'N1003', 'N1002', 'N1001'])
    const dates = all.map((a) => a.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const a of all) {
      expect(a).not.toHaveProperty('html')
      expect(a.excerpt).not.toMatch(/[<>]/)
      expect(a.excerpt?.length).toBeLessThanOrEqual(120)
    }
  })

  it('answers one by id with its HTML, and an unknown id with "not found"', async () => {
    const one = await fetchAnnouncement('N1009')
    expect(one).toMatchObject({ id: 'N1009', title: 'Staking: 90-day USDT product at 12% a year' })
    expect(one.html).toContain('<table>')
    expect((await failure(rpc(RPC.announcements, { id: 'N9999' }))).code).toBe(RESP_CODES.notFound)
  })

  it('makes a plain-text excerpt: tags dropped, entities read, space collapsed, cut at a word', () => {
    expect(excerptOf('<p>Fish &amp; <b>chips</b></p>\n<p>today</p>')).toBe('Fish & chips today')
    const long = excerptOf(`<p>${'word '.repeat(60)}</p>`)
    expect(long.endsWith('word…')).toBe(true)
    expect(long.length).toBeLessThanOrEqual(120)
  })
})
