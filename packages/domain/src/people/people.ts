import type { Cents } from '../format/money';
/** A customer as stored: who they are. Their figures come from their sales. */
export interface CustomerRecord {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  /** Payment terms: the days an invoice gives them (Net 30 is 30); none: they cannot buy on account. */
  paymentTermsDays?: number;
  /** The most they may owe on account, in cents; none: no limit. */
  creditLimit?: Cents;
}

/**
 * §3 Customer, with the figures computed from their sales: orders and spending (cancelled
 * sales left out), and their first and last order days (YYYY-MM-DD, '' before their first order).
 */
export interface Customer extends CustomerRecord {
  totalOrders: number;
  totalSpent: Cents;
  firstOrder: string;
  lastOrder: string;
  /** What they hold as store credit (overpayments, credit notes and refunds to it), when any. */
  storeCredit?: Cents;
}

/** §3 Supplier (sample) with how many days its deliveries take. */
export interface Supplier {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  leadTimeDays: number;
}
