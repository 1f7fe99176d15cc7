import type { SaleDetail } from '@warehouse/domain/pos';
import type { ReturnInput, SaleReturns } from '@warehouse/domain/returns';
import { ReturnDialog, ReturnsScreen } from '@warehouse/screens';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../data/ApiProvider';
import { returnRecordedNotice } from '../data/actionNotices';
import { queryKeys } from '../data/queryKeys';
import { showNotice } from '../data/showNotice';
import { useStartTillExchange } from '../data/tillCart';
import { useApiAction } from '../data/useApiAction';
import { useBinFinder } from '../data/useBinFinder';
import { useCurrency } from '../data/useCurrency';
import { useListPages } from '../data/useListPages';
import { useSearchParamState } from '../routing/useSearchParamState';
import { useMayCall } from '../session/screenAccess';
import { useReturnRequests } from './useReturnRequests';

/**
 * Returns (`/returns` and `/operations/returns`): the returns newest first, searched by the
 * server; "New Return" opens a sale's Return Items from its number; below, the customers' return
 * requests and their steps.
 */
export default function ReturnsRoute() {
  const api = useApi();
  const mayCall = useMayCall();
  const findBins = useBinFinder();
  const [query, setQuery] = useSearchParamState('q');
  // The till's Return link: New Return asks for the sale at once.
  const [startsNew] = useSearchParamState('new');
  const search = query.trim();
  const pages = useListPages([...queryKeys.returns, 'list', search], (client, page) =>
    client.listReturns({ ...(search ? { search } : {}), ...page }),
  );
  const requests = useReturnRequests();
  const [returning, setReturning] = useState<{ detail: SaleDetail; returns: SaleReturns } | null>(null);
  const currency = useCurrency();
  const recordReturn = useApiAction((client, input: ReturnInput) => client.recordReturn(input), {
    calls: 'recordReturn',
    success: (recorded) => returnRecordedNotice(recorded, currency),
  });
  // Exchange: the chosen items go to the till as a credit towards a new sale.
  const navigate = useNavigate();
  const startExchange = useStartTillExchange();
  const start = async (saleId: string) => {
    try {
      const [detail, returns] = await Promise.all([api.getSale(saleId), api.getSaleReturns(saleId)]);
      setReturning({ detail, returns });
    } catch (error) {
      showNotice({
        title: 'Sale Not Found',
        message: error instanceof Error ? error.message : `${saleId} could not be opened`,
        destructive: true,
      });
      throw error;
    }
  };
  return (
    <ReturnsScreen
      returns={pages.items}
      {...pages.listProps}
      query={query}
      onQueryChange={setQuery}
      {...(requests ? { requests } : {})}
      {...(mayCall('recordReturn') ? { onNewReturn: start, startsNewReturn: startsNew === '1' } : {})}
      returning={
        returning && (
          <ReturnDialog
            detail={returning.detail}
            returns={returning.returns}
            onRecord={recordReturn}
            findBins={findBins}
            {...(mayCall('recordExchange')
              ? {
                  onExchange: (exchange) => {
                    startExchange(exchange);
                    navigate('/pos');
                  },
                }
              : {})}
            onClose={() => setReturning(null)}
          />
        )
      }
    />
  );
}
