import { useParams, useSearchParams } from 'react-router-dom';

/** The offer id the address names (`/…/{offerId}` or `?offerId=`), else null. */
export function useRouteOffer(): number | null {
  const [params] = useSearchParams();
  const { offerId } = useParams();
  const raw = offerId ?? params.get('offerId');
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}
