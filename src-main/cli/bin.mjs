#!/usr/bin/env node
// The `smugglers` command: runs the built CLI bundle, building it first if needed.
import { buildIfNeeded } from './build-if-needed.mjs';
import { runBuiltCli } from './run-built.mjs';

buildIfNeeded();
await runBuiltCli(process.argv.slice(2));
