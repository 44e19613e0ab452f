/**
 * A count with thousands separators, as en-US writes it (31,102). Written out rather than through
 * `toLocaleString`/`Intl.NumberFormat`, whose first call loads the locale data: 50–70 ms of blocked main
 * thread on the page's first render, and the site's text is English whatever the browser's locale.
 */
export function formatCount(n: number): string {
  const [whole, fraction] = String(Math.abs(n)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
