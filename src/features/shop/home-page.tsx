// Placeholder route module: replaced when its issue is built.
import type { PageProps } from '@/app/route-page';

export default function HomePage(_props: PageProps) {
  return <main className="placeholder-page"><h1>Qihuo</h1></main>;
}
