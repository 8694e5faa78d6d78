import { OfferingsView } from '../components/offerings-view'

export default function IdoOverPage() {
  return <OfferingsView phase="ended" />
}
