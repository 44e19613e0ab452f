/** Express `trust proxy` from an env string: true/false, a hop count, or addresses and names (loopback, 10.0.0.0/8). */
export function trustProxyValue(setting: string): boolean | number | string {
  if (setting === 'true' || setting === 'false') return setting === 'true';
  if (/^\d+$/.test(setting)) return Number(setting);
  return setting;
}
