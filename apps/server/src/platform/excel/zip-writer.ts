import type { Writable } from 'node:stream';
import { constants, createDeflateRaw, type DeflateRaw } from 'node:zlib';

// CRC-32 (the zip checksum) by table; zlib.crc32 only exists from Node 20.15.
const TABLE = new Int32Array(256);
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  TABLE[n] = c;
}
function crc32(buf: Buffer, crc = 0): number {
  let c = ~crc;
  for (let i = 0; i < buf.length; i++) c = TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}

/** 1980-01-01, the zip epoch: a fixed date keeps identical content byte-identical. */
const DOS_DATE = (1 << 5) | 1;

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/**
 * A minimal streaming zip writer (deflate, data descriptors, no ZIP64: outputs stay far below
 * 4 GB). Entries are written one after another straight to `out`, honouring its backpressure.
 */
export class ZipWriter {
  private offset = 0;
  private done: Written[] = [];
  constructor(private out: Writable) {}

  private async put(b: Buffer) {
    this.offset += b.length;
    if (!this.out.write(b)) await new Promise((r) => this.out.once('drain', r));
  }

  /** Starts an entry; write its content with `write`, then `end()`. */
  async entry(name: string) {
    const n = Buffer.from(name, 'utf8');
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(0x0808, 6); // sizes in a data descriptor; UTF-8 names
    head.writeUInt16LE(8, 8);
    head.writeUInt16LE(DOS_DATE, 12);
    head.writeUInt16LE(n.length, 26);
    const start = this.offset;
    await this.put(Buffer.concat([head, n]));
    const deflate: DeflateRaw = createDeflateRaw({ level: constants.Z_BEST_SPEED });
    const e = { name: n, crc: 0, compressed: 0, size: 0, offset: start };
    const pumped = (async () => {
      for await (const c of deflate as AsyncIterable<Buffer>) {
        e.compressed += c.length;
        await this.put(c);
      }
    })();
    return {
      write: async (text: string) => {
        const b = Buffer.from(text, 'utf8');
        e.crc = crc32(b, e.crc);
        e.size += b.length;
        if (!deflate.write(b)) await new Promise((r) => deflate.once('drain', r));
      },
      end: async () => {
        deflate.end();
        await pumped;
        const d = Buffer.alloc(16);
        d.writeUInt32LE(0x08074b50, 0);
        d.writeUInt32LE(e.crc, 4);
        d.writeUInt32LE(e.compressed, 8);
        d.writeUInt32LE(e.size, 12);
        await this.put(d);
        this.done.push(e);
      },
    };
  }

  async file(name: string, text: string) {
    const e = await this.entry(name);
    await e.write(text);
    await e.end();
  }

  /** Writes the central directory and ends the output. */
  async close() {
    const cdStart = this.offset;
    for (const e of this.done) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(20, 4);
      h.writeUInt16LE(20, 6);
      h.writeUInt16LE(0x0808, 8);
      h.writeUInt16LE(8, 10);
      h.writeUInt16LE(DOS_DATE, 14);
      h.writeUInt32LE(e.crc, 16);
      h.writeUInt32LE(e.compressed, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      h.writeUInt32LE(e.offset, 42);
      await this.put(Buffer.concat([h, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.done.length, 8);
    end.writeUInt16LE(this.done.length, 10);
    end.writeUInt32LE(this.offset - cdStart, 12);
    end.writeUInt32LE(cdStart, 16);
    await this.put(end);
    this.out.end();
  }
}
