import { ScanScreen } from '@warehouse/screens';

/** "Start Camera" is inert (§2.5 Scan). */
export default function ScanRoute() {
  return <ScanScreen />;
}
