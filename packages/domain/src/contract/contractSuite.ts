// The contract's rules as one test suite: every implementation of WarehouseApi (in memory, the
// SQL store on PostgreSQL, and the server's routes over HTTP) runs these same tests from the same
// sample business, one part per area (suite/). Each test names the rule it checks.

import { accountsSuite } from './suite/accounts';
import { barcodesSuite } from './suite/barcodes';
import { customersSuite } from './suite/customers';
import { deliveriesSuite } from './suite/deliveries';
import { drawerSuite } from './suite/drawer';
import { exchangesSuite } from './suite/exchanges';
import { type ContractFactory, suiteContext } from './suite/fixtures';
import { invoicesSuite } from './suite/invoices';
import { pagingSuite } from './suite/paging';
import { parkedSuite } from './suite/parked';
import { paymentsSuite } from './suite/payments';
import { productsSuite } from './suite/products';
import { purchasingSuite } from './suite/purchasing';
import { returnRequestsSuite } from './suite/returnRequests';
import { returnsSuite } from './suite/returns';
import { salesSuite } from './suite/sales';
import { salesFiguresSuite } from './suite/salesFigures';
import { sampleSuite } from './suite/sample';
import { statementsSuite } from './suite/statements';
import { stockSuite } from './suite/stock';
import { storeCreditSuite } from './suite/storeCredit';
import { tillSuite } from './suite/till';

export type { ContractFactory } from './suite/fixtures';

export function warehouseContractSuite(factory: ContractFactory): void {
  const context = suiteContext(factory);
  sampleSuite(context);
  salesFiguresSuite(context);
  pagingSuite(context);
  productsSuite(context);
  barcodesSuite(context);
  stockSuite(context);
  salesSuite(context);
  tillSuite(context);
  parkedSuite(context);
  returnsSuite(context);
  exchangesSuite(context);
  returnRequestsSuite(context);
  drawerSuite(context);
  invoicesSuite(context);
  paymentsSuite(context);
  statementsSuite(context);
  storeCreditSuite(context);
  customersSuite(context);
  deliveriesSuite(context);
  purchasingSuite(context);
  accountsSuite(context);
}
