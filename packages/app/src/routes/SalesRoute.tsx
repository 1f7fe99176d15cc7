import { INVOICE_ISSUED_NOTICE } from '@warehouse/domain/invoices';
import type { ReturnInput, TillExchange } from '@warehouse/domain/returns';
import { SalesScreen } from '@warehouse/screens';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { returnRecordedNotice, saleVoidedNotice } from '../data/actionNotices';
import { useExportHref } from '../data/exportHref';
import { queryKeys } from '../data/queryKeys';
import { showNotice } from '../data/showNotice';
import { useStartTillExchange } from '../data/tillCart';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useBinFinder } from '../data/useBinFinder';
import { useCurrency } from '../data/useCurrency';
import { useListPages } from '../data/useListPages';
import { useRecordActivity } from '../data/useRecordActivity';

import { useSearchParamState } from '../routing/useSearchParamState';
import { useMayCall } from '../session/screenAccess';

const SALE_NOT_LOADED_TITLE = 'Sale Not Loaded';

/**
 * Sales Management; a row's View opens the sale with its lines and, for managers, who recorded it.
 * `?customer=<id>` (a customer's card) lists that customer's sales only, under a chip naming them.
 */
export default function SalesRoute() {
  const [query, setQuery] = useSearchParamState('q');
  const [customerId, setCustomerId] = useSearchParamState('customer');
  const [viewedId, setViewedId] = useState<string | null>(null);
  // A page at a time, searched by the server.
  const search = query.trim();
  const pages = useListPages([...queryKeys.sales, 'list', search, customerId], (api, page) =>
    api.listSales({ ...(search ? { search } : {}), ...(customerId ? { customerId } : {}), ...page }),
  );
  const { data: customer } = useApiQuery(
    [...queryKeys.customers, 'one', customerId],
    (api) => api.getCustomer(customerId),
    { enabled: customerId !== '' },
  );
  const { data: detail, error } = useApiQuery(
    [...queryKeys.sales, viewedId ?? ''],
    (api) => api.getSale(viewedId ?? ''),
    { enabled: viewedId !== null },
  );
  // A sale that cannot be read (gone, the server away) says so instead of opening nothing.
  useEffect(() => {
    if (!error) return;
    showNotice({ title: SALE_NOT_LOADED_TITLE, message: error.message, destructive: true });
    setViewedId(null);
  }, [error]);
  const { activity, isReady } = useRecordActivity(viewedId);
  // What a reprinted receipt is headed with: the business as the settings name it.
  const { data: till } = useApiQuery([...queryKeys.settings, 'till'], (api) => api.getTillSettings(), {
    enabled: viewedId !== null,
  });
  // What is left to return of the sale, and its returns: for those who may take items back.
  const mayCall = useMayCall();
  const mayReturn = mayCall('recordReturn');
  const findBins = useBinFinder();
  const { data: returns } = useApiQuery(
    [...queryKeys.returns, 'sale', viewedId ?? ''],
    (api) => api.getSaleReturns(viewedId ?? ''),
    { enabled: viewedId !== null && mayReturn },
  );
  const currency = useCurrency();
  const voidSale = useApiAction((api, saleId: string) => api.voidSale(saleId), {
    calls: 'voidSale',
    success: (voided) => saleVoidedNotice(voided, currency),
  });
  // Exchange: the chosen items go to the till as a credit towards a new sale.
  const navigate = useNavigate();
  const startExchange = useStartTillExchange();
  const recordReturn = useApiAction((api, input: ReturnInput) => api.recordReturn(input), {
    calls: 'recordReturn',
    success: (recorded) => returnRecordedNotice(recorded, currency),
  });
  // "Issue Invoice" for the sale viewed: its number said, and the sale read again with it.
  const mayInvoice = useMayCall()('issueInvoice');
  const issueInvoice = useApiAction((api, saleId: string) => api.issueInvoice(saleId), {
    calls: 'issueInvoice',
    success: (issued) => INVOICE_ISSUED_NOTICE(issued.invoice.number),
  });
  const isLoaded = detail?.sale.id === viewedId && isReady;
  // "Export Sales": the sales as listed, searched and filtered to the customer.
  const exportHref = useExportHref('sales', { search, customerId });
  return (
    <SalesScreen
      sales={pages.items}
      {...pages.listProps}
      query={query}
      onQueryChange={setQuery}
      exportHref={exportHref}
      onViewSale={(sale) => setViewedId(sale.id)}
      viewing={
        detail && isLoaded
          ? {
              detail,
              ...(activity ? { activity } : {}),
              ...(till ? { receiptTill: till } : {}),
              ...(returns?.saleId === viewedId && mayReturn
                ? { returns, onReturn: recordReturn, findBins }
                : {}),
              ...(mayCall('recordExchange')
                ? {
                    onExchange: (exchange: TillExchange) => {
                      startExchange(exchange);
                      navigate('/pos');
                    },
                  }
                : {}),
              ...(viewedId && mayCall('voidSale') ? { onVoid: () => voidSale(viewedId) } : {}),
              ...(mayInvoice ? { onIssueInvoice: () => issueInvoice(detail.sale.id) } : {}),
            }
          : undefined
      }
      onViewClose={() => setViewedId(null)}
      {...(customerId
        ? {
            customerFilter: {
              name: customer?.id === customerId ? customer.name : '',
              onClear: () => setCustomerId(''),
            },
          }
        : {})}
    />
  );
}
