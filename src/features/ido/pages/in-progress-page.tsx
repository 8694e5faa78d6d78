import { OfferingsView } from '../components/offerings-view'

export default function IdoInProgressPage() {
  return <OfferingsView phase="inProgress" />
}
