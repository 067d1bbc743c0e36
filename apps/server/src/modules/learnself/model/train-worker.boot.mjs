// Worker threads do not inherit the TypeScript loader the server runs under: register it, then
// load the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./train-worker.ts');
