/**
 * What the help page says about the console's parts (issue 15 §3), from GET /health's data.
 */
import type { Http } from '~/lib/api/http';

/** GET /health's data: the database's state and the kinds of cloud and mail, never an address or secret. */
export interface HealthData {
  database: 'up' | 'down';
  cloudProvider: 'simulator' | 'lightsail';
  mail: 'smtp' | 'outbox';
}

/** One line of the "state of the parts" list. */
export interface PartState {
  part: string;
  state: string;
  ok: boolean;
}

/** The parts as /healthz sees them; `undefined` health (the call failed) reads as not answering. */
export function partStates(health: HealthData | undefined): PartState[] {
  if (!health) return [{ part: 'Backend', state: 'Not answering', ok: false }];
  return [
    { part: 'Database', state: health.database === 'up' ? 'Up' : 'Down', ok: health.database === 'up' },
    {
      part: 'Cloud provider',
      state: health.cloudProvider === 'lightsail' ? 'AWS Lightsail' : 'Simulator (no real instances are created)',
      ok: true,
    },
    { part: 'Mail', state: health.mail === 'smtp' ? 'SMTP server' : 'Outbox folder (messages are written to files, not sent)', ok: true },
  ];
}

/** Reads GET /health; undefined when it fails. */
export async function readHealth(http: Http): Promise<HealthData | undefined> {
  try {
    return (await http.get<HealthData>('/health', 'unhealthy')).data;
  } catch {
    return undefined;
  }
}
