// Placeholder route module: replaced when its issue is built.
import type { PageProps } from '@/app/route-page';
import type { SitePage as Page, SiteVariant } from '@/config/paths';

export default function SitePage({ variant, page }: PageProps & { variant: SiteVariant; page: Page }) {
  return <main className="placeholder-page"><h1>{variant} {page}</h1></main>;
}
