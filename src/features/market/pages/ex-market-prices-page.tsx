import type { MarketListCategory } from '@/shared/api/market'
import { MarketBoard } from '../components/market-board'

const CATEGORIES: readonly MarketListCategory[] = ['forex', 'crudeOil', 'gold', 'stockIndex']

/** Forex and commodities: the categories outside crypto. */
export default function ExMarketPricesPage() {
  return <MarketBoard categories={CATEGORIES} />
}
