import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@kyubos/ui';

/** The carrier portal's screens; it brings its own layout and its own carrier session. */
export function App() {
  return (
    <Routes>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
