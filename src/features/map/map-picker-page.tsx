// Placeholder route module: replaced when its issue is built.
import type { PageProps } from '@/app/route-page';

export default function MapPickerPage(_props: PageProps) {
  return <main className="placeholder-page"><h1>Map</h1></main>;
}
