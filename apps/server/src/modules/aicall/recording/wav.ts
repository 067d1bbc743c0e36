/**
 * 16-bit PCM WAV helpers for call recordings: espeak-ng writes 22,050 Hz; a telephone call is
 * 8,000 Hz mono, which also makes a recording about a third of the size.
 */
export interface Pcm {
  rate: number;
  samples: Int16Array;
}

/** The samples of a mono 16-bit PCM WAV (the chunks before `data` are skipped). */
export function readWav(buf: Buffer): Pcm {
  if (buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a WAV file');
  }
  let at = 12;
  let rate = 0;
  while (at + 8 <= buf.length) {
    const id = buf.toString('ascii', at, at + 4);
    // espeak-ng writing to a pipe leaves the data size unset (0 or 0xffffffff): take what is there.
    let size = buf.readUInt32LE(at + 4);
    if (id === 'fmt ') {
      if (buf.readUInt16LE(at + 8) !== 1 || buf.readUInt16LE(at + 10) !== 1 || buf.readUInt16LE(at + 22) !== 16) {
        throw new Error('not mono 16-bit PCM');
      }
      rate = buf.readUInt32LE(at + 12);
    } else if (id === 'data') {
      if (size === 0 || at + 8 + size > buf.length) size = buf.length - at - 8;
      const body = buf.subarray(at + 8, at + 8 + size - (size % 2));
      const samples = new Int16Array(body.length / 2);
      for (let i = 0; i < samples.length; i++) samples[i] = body.readInt16LE(i * 2);
      return { rate, samples };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('WAV without data');
}

/** Linear-interpolation resampling (enough for synthesised speech going to telephone quality). */
export function resample(pcm: Pcm, rate: number): Pcm {
  if (pcm.rate === rate || pcm.samples.length === 0) return { rate: pcm.rate, samples: pcm.samples };
  const n = Math.floor((pcm.samples.length * rate) / pcm.rate);
  const out = new Int16Array(n);
  const step = pcm.rate / rate;
  for (let i = 0; i < n; i++) {
    const x = i * step;
    const j = Math.floor(x);
    const a = pcm.samples[j];
    const b = pcm.samples[Math.min(j + 1, pcm.samples.length - 1)];
    out[i] = Math.round(a + (b - a) * (x - j));
  }
  return { rate, samples: out };
}

/** A mono 16-bit PCM WAV file. */
export function writeWav(pcm: Pcm): Buffer {
  const data = pcm.samples.length * 2;
  const buf = Buffer.alloc(44 + data);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + data, 4);
  buf.write('WAVEfmt ', 8, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(pcm.rate, 24);
  buf.writeUInt32LE(pcm.rate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(data, 40);
  for (let i = 0; i < pcm.samples.length; i++) buf.writeInt16LE(pcm.samples[i], 44 + i * 2);
  return buf;
}
