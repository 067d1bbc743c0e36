/**
 * Phone display masking of requirements §5: an 11-digit (mobile) number hides its middle four; any other
 * number of 8 or more digits hides everything between its first characters and its last four.
 * Shorter values (extensions, short codes) are shown as they are.
 */
export function maskPhone(phone: string | number | null | undefined): string {
  const s = phone == null ? '' : String(phone);
  const digits = s.replace(/\D/g, '').length;
  if (digits === 11 && /^\d{11}$/.test(s)) return `${s.slice(0, 3)}****${s.slice(7)}`;
  if (digits < 8) return s;
  // Keep the first three and the last four characters; hide the middle, whatever its length.
  const head = s.slice(0, 3);
  const tail = s.slice(-4);
  return `${head}${'*'.repeat(s.length - 7)}${tail}`;
}
