import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from '@kyubos/domain';

/** Every page's title: its last path segment capitalised, then ' | ' and the product name. */
export function PageTitle({ productName }: { productName: string }) {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname, productName);
  }, [pathname, productName]);
  return null;
}
