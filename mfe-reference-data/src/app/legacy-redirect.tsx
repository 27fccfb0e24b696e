import { Navigate, useParams } from 'react-router-dom';

/** An older link (/edit_companies/7) sent on to its current route, keeping the record id. */
export function RedirectWithId({ to }: { to: (id: string) => string }) {
  const { id = '' } = useParams();
  return <Navigate replace to={to(id)} />;
}
