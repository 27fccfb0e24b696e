import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { screenTitle } from '@kyubos/session';

/** Keeps the document title on the current screen's name ('Edit Country | Kyubos', 'Inbound | Kyubos BDX'). */
export function PageTitle({ productName }: { productName: string }) {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = screenTitle(pathname, productName);
  }, [pathname, productName]);
  return null;
}
