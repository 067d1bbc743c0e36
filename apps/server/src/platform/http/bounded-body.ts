/** The body of an outgoing call's response as text, refused once it passes `limit` bytes (engines are untrusted peers). */
export async function readBounded(res: Response, limit: number): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new Error('reply too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
