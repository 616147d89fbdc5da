/** Kills, stops or starts one of the cluster's processes (see global-setup.ts). */
export async function control(
  controlUrl: string,
  action: 'start' | 'stop',
  name: string,
  options: { signal?: string; wait?: boolean } = {},
) {
  const query = new URLSearchParams({ name, ...(options.signal ? { signal: options.signal } : {}), wait: String(options.wait ?? true) });
  const response = await fetch(`${controlUrl}/${action}?${query}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${action} ${name} failed: ${await response.text()}`);
}
