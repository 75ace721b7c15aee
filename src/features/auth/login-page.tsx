// Placeholder route module: replaced when its issue is built.
import type { PageProps } from '@/app/route-page';

export default function LoginPage(_props: PageProps) {
  return <main className="placeholder-page"><h1>Login</h1></main>;
}
