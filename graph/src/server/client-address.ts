import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { TrustProxy } from '../config/env.js';

/** Decides whether the hop at `address` (the `index`th from the socket) is a proxy whose `X-Forwarded-For` is believed. */
export type TrustFunction = (address: string, index: number) => boolean;

/** Compiles TRUST_PROXY once, for Express's `trust proxy` and for WebSocket handshakes alike. */
export function compileTrust(trust: TrustProxy): TrustFunction {
  if (typeof trust === 'number') return (_address, index) => index < trust;
  return proxyaddr.compile(trust === false ? [] : trust);
}

/** The caller's address as the trusted proxies report it: the socket's own address when no proxy is trusted. */
export function clientAddress(req: IncomingMessage, trust: TrustFunction): string {
  return proxyaddr(req, trust) || (req.socket.remoteAddress ?? 'unknown');
}
