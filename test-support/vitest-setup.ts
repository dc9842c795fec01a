import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// findBy* and waitFor give up after 1 s by default: on a machine running other suites that is a flaky
// failure, not a finding. A wait still ends as soon as its state is there.
configure({ asyncUtilTimeout: 10_000 });
