const pad = (n: number) => String(n).padStart(2, '0');
/** Server-local `YYYY-MM-DD HH:mm:ss` for the workbooks' time columns. */
export function formatTime(d: Date | null): string {
  if (!d) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
