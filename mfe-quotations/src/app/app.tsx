import { AdminAreaRoutes } from '@kyubos/mfe';

/** The area's screens, on the routes the shell's runtime config gives this remote. */
export function App() {
  return <AdminAreaRoutes />;
}
