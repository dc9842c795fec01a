import { lazy, Suspense } from 'react';

// The panel's code loads beside the map library instead of before it, keeping the
// JS that must arrive before the map starts loading small.
const AddressPanel = lazy(() => import('./address-panel').then((m) => ({ default: m.AddressPanel })));

export function LazyAddressPanel() {
  return (
    <Suspense fallback={null}>
      <AddressPanel />
    </Suspense>
  );
}
