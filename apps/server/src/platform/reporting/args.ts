/**
 * `--name value` pairs of a command line; a flag without a value is an error, except the names in
 * `switches`, which take no value and read as 'true' when present.
 */
export function parseArgs(argv: string[], switches: readonly string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) throw new Error(`unexpected argument "${a}"`);
    if (switches.includes(a.slice(2))) {
      out[a.slice(2)] = 'true';
      continue;
    }
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) throw new Error(`${a} needs a value`);
    out[a.slice(2)] = v;
    i++;
  }
  return out;
}

/** Runs a command's body, printing its result as JSON, or its error and exit status 2. */
export async function runCommand(
  usage: string,
  body: (args: Record<string, string>) => Promise<unknown>,
  switches: readonly string[] = [],
) {
  try {
    const result = await body(parseArgs(process.argv.slice(2), switches));
    console.log(JSON.stringify(result, null, 2));
  } catch (e) {
    console.error(`${(e as Error).message}\nusage: ${usage}`);
    process.exitCode = 2;
  }
}
