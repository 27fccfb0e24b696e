import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s: a loaded 2-core CI machine can take more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  localStorage.clear();
});
