import type { Server } from 'node:http';
import type { MockApp } from './app';

/** A node:http server answering every request with `mock.handle` (not listening yet). */
export function createNodeServer(mock: Pick<MockApp, 'handle'>, fallbackHost?: string): Server;
