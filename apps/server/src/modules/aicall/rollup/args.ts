/** `--name value` pairs of a command line; a flag without a value is an error. */
export function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) throw new Error(`unexpected argument "${a}"`);
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) throw new Error(`${a} needs a value`);
    out[a.slice(2)] = v;
    i++;
  }
  return out;
}

/** Runs a command's body, printing its result as JSON, or its error and exit status 2. */
export async function runCommand(usage: string, body: (args: Record<string, string>) => Promise<unknown>) {
  try {
    const result = await body(parseArgs(process.argv.slice(2)));
    console.log(JSON.stringify(result, null, 2));
  } catch (e) {
    console.error(`${(e as Error).message}\nusage: ${usage}`);
    process.exitCode = 2;
  }
}
