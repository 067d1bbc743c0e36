import { spawn, spawnSync } from 'node:child_process';
import { readWav, resample, writeWav } from './wav.ts';

const BIN = 'espeak-ng';
/** Longest text sent to the synthesiser (a call's bot lines, joined). */
const MAX_TEXT = 2000;
/** A synthesis that takes longer is abandoned (the call keeps no recording). */
const TIMEOUT_MS = 15_000;

let available: boolean | undefined;
/** Whether espeak-ng is on the PATH (asked once per process). */
export function canSynthesise(): boolean {
  available ??= spawnSync(BIN, ['--version'], { stdio: 'ignore' }).status === 0;
  return available;
}

/**
 * Speaks `lines` with espeak-ng's Mandarin voice (Latin letters read as English) and returns an
 * 8 kHz mono WAV. The text goes on stdin, never on the command line.
 */
export function synthesise(lines: string[]): Promise<Buffer> {
  const text = lines.join('。\n').slice(0, MAX_TEXT);
  return new Promise((resolve, reject) => {
    const p = spawn(BIN, ['-v', 'cmn', '-s', '175', '--stdout', '--stdin'], { stdio: ['pipe', 'pipe', 'ignore'] });
    const parts: Buffer[] = [];
    const timer = setTimeout(() => p.kill('SIGKILL'), TIMEOUT_MS);
    p.stdout.on('data', (b: Buffer) => parts.push(b));
    p.on('error', reject);
    p.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`${BIN} exited with ${code}`));
      try {
        resolve(writeWav(resample(readWav(Buffer.concat(parts)), 8000)));
      } catch (e) {
        reject(e);
      }
    });
    p.stdin.end(text);
  });
}
