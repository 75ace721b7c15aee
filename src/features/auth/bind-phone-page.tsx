// Placeholder route module: replaced when its issue is built.
import type { PageProps } from '@/app/route-page';

export default function BindPhonePage(_props: PageProps) {
  return <main className="placeholder-page"><h1>Bind phone</h1></main>;
}
