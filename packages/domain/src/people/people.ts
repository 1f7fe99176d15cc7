import type { Cents } from '../format/money';
/** §3 Customer (sample). `lastOrder` is YYYY-MM-DD. */
export interface Customer {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  totalOrders: number;
  totalSpent: Cents;
  lastOrder: string;
}

/** §3 Supplier (sample); issue 17 adds how many days its deliveries take. */
export interface Supplier {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  leadTimeDays: number;
}
