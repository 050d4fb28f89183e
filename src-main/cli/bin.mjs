#!/usr/bin/env node
// The `smugglers` command: runs the built CLI bundle, building it first if needed.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfNeeded, root } from './build-if-needed.mjs';

buildIfNeeded();
await import(pathToFileURL(path.join(root, 'out', 'main', 'cli.js')).href);
