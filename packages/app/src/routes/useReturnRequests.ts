import {
  RETURN_REQUEST_CREATED_NOTICE,
  RETURN_REQUEST_RECEIVED_NOTICE,
  RETURN_REQUEST_REFUNDED_NOTICE,
  RETURN_REQUEST_REJECTED_NOTICE,
  type ReturnRequest,
  type ReturnRequestInput,
  type ReturnRequestRefund,
  type ReturnRequestStatus,
} from '@warehouse/domain/returns';
import type { ReturnRequestsPanelProps } from '@warehouse/screens';
import { useApi } from '../data/ApiProvider';
import { queryKeys } from '../data/queryKeys';
import { showNotice } from '../data/showNotice';
import { useApiAction } from '../data/useApiAction';
import { useListPages } from '../data/useListPages';
import { useSearchParamState } from '../routing/useSearchParamState';
import { useMayCall } from '../session/screenAccess';

/**
 * The Returns screen's customer return requests: a page at a time, searched and filtered by status
 * through the address (`?rq=`, `?requests=<status>`); each step offered to the roles that may take it.
 */
export function useReturnRequests(): ReturnRequestsPanelProps | undefined {
  const api = useApi();
  const mayCall = useMayCall();
  const [query, setQuery] = useSearchParamState('rq');
  const [status, setStatus] = useSearchParamState('requests');
  const search = query.trim();
  const mayList = mayCall('listReturnRequests');
  const pages = useListPages(
    [...queryKeys.returns, 'requests', search, status],
    (client, page) =>
      client.listReturnRequests({
        ...(search ? { search } : {}),
        ...(status ? { status: status as ReturnRequestStatus } : {}),
        ...page,
      }),
    { enabled: mayList },
  );
  const create = useApiAction((client, input: ReturnRequestInput) => client.createReturnRequest(input), {
    calls: 'createReturnRequest',
    success: (made) => RETURN_REQUEST_CREATED_NOTICE(made.id),
  });
  const receive = useApiAction((client, id: string) => client.receiveReturnRequest(id), {
    calls: 'receiveReturnRequest',
    success: (received) => RETURN_REQUEST_RECEIVED_NOTICE(received.id),
  });
  const refund = useApiAction(
    (client, { id, refund }: { id: string; refund: ReturnRequestRefund }) =>
      client.refundReturnRequest(id, refund),
    {
      calls: 'refundReturnRequest',
      success: (refunded) => RETURN_REQUEST_REFUNDED_NOTICE(refunded.id, refunded.returnId ?? ''),
    },
  );
  const reject = useApiAction(
    (client, { id, reason }: { id: string; reason: string }) => client.rejectReturnRequest(id, { reason }),
    { calls: 'rejectReturnRequest', success: (rejected) => RETURN_REQUEST_REJECTED_NOTICE(rejected.id) },
  );
  const findOrder = async (saleId: string) => {
    try {
      return await api.getSaleReturns(saleId);
    } catch (error) {
      showNotice({
        title: 'Order Not Found',
        message: error instanceof Error ? error.message : `${saleId} could not be opened`,
        destructive: true,
      });
      throw error;
    }
  };
  if (!mayList) return undefined;
  return {
    requests: pages.items,
    ...pages.listProps,
    query,
    onQueryChange: setQuery,
    status: status as ReturnRequestStatus | '',
    onStatusChange: setStatus,
    ...(mayCall('createReturnRequest') ? { onFindOrder: findOrder, onCreate: create } : {}),
    ...(mayCall('receiveReturnRequest')
      ? { onReceive: (request: ReturnRequest) => receive(request.id) }
      : {}),
    ...(mayCall('refundReturnRequest')
      ? {
          onRefund: (request: ReturnRequest, chosen: ReturnRequestRefund) =>
            refund({ id: request.id, refund: chosen }),
        }
      : {}),
    ...(mayCall('rejectReturnRequest')
      ? { onReject: (request: ReturnRequest, reason: string) => reject({ id: request.id, reason }) }
      : {}),
  };
}
