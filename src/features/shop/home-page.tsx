// The Home tab: its screen is built by a later issue; until then an honest placeholder.
import type { PageProps } from '@/config/page-props';
import { ComingSoon } from '@/components/coming-soon';

export default function HomePage(_props: PageProps) {
  return <ComingSoon title="common.tabHome" />;
}
