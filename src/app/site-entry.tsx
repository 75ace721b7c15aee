// The informational site's entry (placeholder until the site issue): renders through the app for now.
export async function startSite(): Promise<void> {
  const { startApp } = await import('./app-entry');
  startApp();
}
