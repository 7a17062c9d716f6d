import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { BadInputError } from '../../lib/errors.js';
import { isAllowedAddress, isLoopbackAddress } from '../../lib/address-policy.js';
import { MAX_WEBHOOK_URL } from './webhook.limits.js';

const PUBLIC_ONLY =
  'Webhook endpoints must be on the public internet: this address is private, loopback or reserved. Use a public HTTPS address.';

/**
 * Reads an endpoint URL and checks it resolves only to addresses Paperlight may post to: public ones, and loopback
 * ones too when `allowLoopback` (development and tests), where plain http is accepted for them as well. Anything else
 * must be https. Looks the host name up in DNS. Returns the URL as it will be stored; BadInputError otherwise.
 */
export async function checkEndpointUrl(raw: string, options: { allowLoopback: boolean }): Promise<string> {
  const text = raw.trim();
  if (text.length > MAX_WEBHOOK_URL) throw new BadInputError(`An endpoint URL is at most ${MAX_WEBHOOK_URL} characters.`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new BadInputError('Give the endpoint as a full URL, such as https://example.org/paperlight.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new BadInputError('The endpoint must be an https:// URL.');
  }
  if (url.username || url.password) throw new BadInputError('Leave user names and passwords out of the endpoint URL.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true })).map((entry) => entry.address);
    } catch {
      throw new BadInputError(`The endpoint's host ${url.hostname} could not be found. Check the URL.`);
    }
  }
  if (addresses.length === 0 || !addresses.every((address) => isAllowedAddress(address, options))) throw new BadInputError(PUBLIC_ONLY);
  if (url.protocol === 'http:' && !addresses.every((address) => isLoopbackAddress(address))) {
    throw new BadInputError('The endpoint must be an https:// URL.');
  }
  url.hash = '';
  return url.toString();
}
