import { readFileSync } from 'node:fs';
import { serverManifest } from './paths';

/** This build's version, as the server package states it (a backup records the one that made it). */
export const APP_VERSION: string = JSON.parse(readFileSync(serverManifest, 'utf8')).version;
