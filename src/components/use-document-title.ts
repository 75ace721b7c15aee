// Document title of an app screen: `<page title> - <app title>` (docs/product.md#screens).
import { useEffect } from 'react';
import { env } from '@/config/env';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} - ${env.appTitle}`;
  }, [title]);
}
