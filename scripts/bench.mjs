#!/usr/bin/env node
// `pnpm bench`: drives Debian's Chromium with Playwright and prints the median
// and 95th percentile of each figure against its target, in three modes:
// - memory: the app built in bench mode (generated data at real catalogue sizes in the page),
//   served by `vite preview`;
// - server: the real server and the app's production build on the bench database (100k products,
//   1M stock movements, 220k sales and their 200k invoices, 20k customers, 50k deliveries, 5k purchase orders), seeded
//   once into .bench/server-data and measured through the network (and its 220k sales exported to
//   CSV and .xlsx: seconds, and the server's memory growth; `verify-books` over it: seconds; Backup
//   Now of it, and that backup restored into a scratch data folder: seconds);
// - lighthouse: the real server on a fresh data folder (the sample business) and the login page
//   loaded by a fresh visitor in Lighthouse's mobile profile (slow 4G, 4x CPU slowdown, simulated):
//   its Performance score, first and largest paint.
// Writes .bench/results.json (with the machine and the database). The driver and one file per
// scenario are in scripts/bench/.
//
//   node scripts/bench.mjs [--memory|--server|--lighthouse] [--check] [--no-build] [--only=load,inventory,...] [--quick]
//
// Every mode unless some are named; a mode with no scenario --only= names is skipped. --check
// exits 1 when a figure misses its target; otherwise the bench is a report and exits 0. --only=
// takes scenario groups: load, inventory, pos, sales, delivery, customers, shelving, navigation,
// scroll, dashboard, exports, backups, invoices, payments, books, lighthouse.
// --quick takes fewer samples (for trying things out; the figures are then less reliable).
import { runBench } from './bench/run.mjs';
import { backupsBench } from './bench/scenarios/backups.mjs';
import { booksCheck } from './bench/scenarios/books.mjs';
import { dashboard } from './bench/scenarios/dashboard.mjs';
import { salesExports } from './bench/scenarios/exports.mjs';
import { firstLoad } from './bench/scenarios/first-load.mjs';
import { loginLighthouse } from './bench/scenarios/lighthouse.mjs';
import { navigation } from './bench/scenarios/navigation.mjs';
import { pos } from './bench/scenarios/pos.mjs';
import {
  customersSearch,
  deliverySearch,
  inventorySearch,
  salesSearch,
  serverCustomersSearch,
  serverInventorySearch,
  serverInvoicesSearch,
  serverPaymentsSearch,
  serverSalesSearch,
  shelvingSearch,
} from './bench/scenarios/search.mjs';
import { overviewReads, pagedScroll, posReady } from './bench/scenarios/server.mjs';
import { tableScroll } from './bench/scenarios/table-scroll.mjs';

// In this order; the interactive ones share one signed-in page.
const scenarios = {
  memory: [
    firstLoad,
    inventorySearch,
    pos,
    salesSearch,
    deliverySearch,
    customersSearch,
    shelvingSearch,
    navigation,
    tableScroll,
    dashboard,
  ],
  server: [
    posReady,
    serverInventorySearch,
    pos,
    serverSalesSearch,
    serverInvoicesSearch,
    serverPaymentsSearch,
    serverCustomersSearch,
    pagedScroll,
    overviewReads,
    salesExports,
    booksCheck,
    backupsBench,
  ],
  lighthouse: [loginLighthouse],
};

runBench(scenarios).catch((error) => {
  console.error(error);
  process.exit(2);
});
