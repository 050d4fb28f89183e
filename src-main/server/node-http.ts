/**
 * Node's `http`, loaded with `require`. An ES import of `node:http` builds the module's namespace, which
 * reads every export, among them the lazy `WebSocket`, `MessageEvent` and `CloseEvent` that load Node's
 * whole fetch library (undici): about 40 ms on a 2-core machine, before the host could print its address,
 * at every start (issue #27). `require` reads only what is used. Types still come from `node:http`.
 */
import { createRequire } from 'node:module';

// Not named `require`: two such module-level names in one bundle clashed in the built output.
const requireBuiltin = createRequire(import.meta.url);

export const http: typeof import('node:http') = requireBuiltin('node:http');
