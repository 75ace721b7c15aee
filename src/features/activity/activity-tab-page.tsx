// Placeholder route module: replaced when its issue is built.
import type { PageProps } from '@/app/route-page';

export default function ActivityTabPage(_props: PageProps) {
  return <main className="placeholder-page"><h1>Activities</h1></main>;
}
