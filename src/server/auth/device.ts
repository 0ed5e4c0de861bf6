/**
 * A readable device name from a user agent (issue 16 §2), with ua-parser-js: 'Chrome 126 on Linux'.
 */
import { UAParser } from 'ua-parser-js';

/** The browser (major version) and system of `userAgent`; 'Unknown device' when nothing is known. */
export function describeDevice(userAgent: string): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os, device } = UAParser(userAgent);
  const app = [browser.name, browser.major].filter(Boolean).join(' ');
  const system = [device.vendor && device.model ? `${device.vendor} ${device.model}` : undefined, os.name].filter(Boolean).join(', ');
  if (app && system) return `${app} on ${system}`;
  return app || system || userAgent.slice(0, 60);
}
