#!/usr/bin/env node
// `pnpm bench` (issue 8): builds the app in bench mode (generated data at real catalogue sizes),
// serves it with `vite preview` on a free local port, drives Debian's Chromium with Playwright and
// prints the median and 95th percentile of each figure against its target. Writes
// .bench/results.json. The driver and one file per scenario are in scripts/bench/.
//
//   node scripts/bench.mjs [--check] [--no-build] [--only=load,inventory,pos,...] [--quick]
//
// --check exits 1 when a figure misses its target; otherwise the bench is a report and exits 0.
// --only= takes scenario groups: load, inventory, pos, sales, delivery, customers, shelving,
// navigation, scroll, dashboard.
// --quick takes fewer samples (for trying things out; the figures are then less reliable).
import { runBench } from './bench/run.mjs';
import { dashboard } from './bench/scenarios/dashboard.mjs';
import { firstLoad } from './bench/scenarios/first-load.mjs';
import { navigation } from './bench/scenarios/navigation.mjs';
import { pos } from './bench/scenarios/pos.mjs';
import {
  customersSearch,
  deliverySearch,
  inventorySearch,
  salesSearch,
  shelvingSearch,
} from './bench/scenarios/search.mjs';
import { tableScroll } from './bench/scenarios/table-scroll.mjs';

// In this order; the interactive ones share one signed-in page.
const scenarios = [
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
];

runBench(scenarios).catch((error) => {
  console.error(error);
  process.exit(2);
});
