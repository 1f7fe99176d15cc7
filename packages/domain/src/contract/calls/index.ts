// Every call of the data contract, by area: the one place a call is declared.
import { accountCalls } from './accounts';
import { backupCalls } from './backups';
import { catalogueCalls } from './catalogue';
import { deliveryCalls } from './deliveries';
import { drawerCalls } from './drawer';
import { invoiceCalls } from './invoices';
import { overviewCalls } from './overview';
import { paymentCalls } from './payments';
import { peopleCalls } from './people';
import { purchasingCalls } from './purchasing';
import { returnRequestCalls } from './returnRequests';
import { returnCalls } from './returns';
import { salesCalls } from './sales';
import { stockCalls } from './stock';

export const CALLS = {
  ...catalogueCalls,
  ...stockCalls,
  ...salesCalls,
  ...returnCalls,
  ...returnRequestCalls,
  ...drawerCalls,
  ...invoiceCalls,
  ...paymentCalls,
  ...peopleCalls,
  ...deliveryCalls,
  ...purchasingCalls,
  ...overviewCalls,
  ...accountCalls,
  ...backupCalls,
};

export type Calls = typeof CALLS;
export type CallName = keyof Calls;
